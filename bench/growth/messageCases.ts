import { API_BASE } from '../../contract';
import { countCapOf } from '../../contract/list';
import { messageListQuery } from '../../contract/messageLogs';
import { utcDay } from '../../contract/messageInsights';
import { connect, type Db } from '../../server/db/connect';
import { cappedCount } from '../../server/http/listPage';
import { matching, type Scope } from '../../server/modules/messageLogs/repo';
import { scopeOf } from '../../server/modules/messageLogs/scope';

const DAY_MS = 86_400_000;
const PAGE_SIZE = 25;
/** The cursor page starts after the 100th newest message: page 5 of 25. */
const CURSOR_AFTER = 100;

/** A statement as the driver runs it. */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * One question of the message logs: the path our server answers it at, and the same SQL
 * for the bare reference, in steps (the statements of a step run together, as ours do).
 */
export interface MessageCase {
  name: string;
  path: string;
  bareSteps: Statement[][];
}

const compiled = (query: { compile: () => Statement }): Statement => {
  const { sql, parameters } = query.compile();
  return { sql, parameters };
};

/** The list's page and its count up to ten pages past it, as messagePage (repo.ts) asks them. */
function listSteps(db: Db, scope: Scope, params: Record<string, string>, now: number) {
  const query = messageListQuery.parse(params);
  const rows = matching(db, scope, query, now);
  let page = rows.selectAll();
  if (query.cursor) {
    const [createdAt, id] = query.cursor.split('.');
    page = page.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(Number(createdAt), id)),
    );
  }
  return [
    [
      compiled(
        page
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.pageSize + 1),
      ),
      compiled(cappedCount(db, countCapOf(query)).query(rows)),
    ],
  ];
}

/** A message's row, then its journey, as messageDetailOf (repo.ts) asks them. */
function detailSteps(db: Db, scope: Scope, id: string, createdAt: number) {
  return [
    [
      compiled(
        db.kysely
          .selectFrom('messages')
          .where('main_id', '=', scope.mainId)
          .where('created_at', '>=', scope.keptFrom)
          .selectAll()
          .where('id', '=', id),
      ),
    ],
    [
      compiled(
        db.kysely
          .selectFrom('message_events')
          .select(['status', 'at', 'error_code'])
          .where('message_id', '=', id)
          .where('at', '>=', createdAt)
          .orderBy('at')
          .orderBy('id'),
      ),
    ],
  ];
}

/** The daily counts of a range and the one before it, as insightsOf (insights.ts) reads them. */
function insightsSteps(db: Db, scope: Scope, from: string, to: string) {
  const fromMs = Date.parse(from);
  const days = (Date.parse(to) - fromMs) / DAY_MS + 1;
  return [
    [
      compiled(
        db.kysely
          .selectFrom('message_days')
          .select(['day', 'channel', 'country', 'status', 'error_code'])
          .select((eb) => eb.fn.sum<number | string>('messages').as('messages'))
          .where('main_id', '=', scope.mainId)
          .where('day', '>=', fromMs - days * DAY_MS)
          .where('day', '<=', Date.parse(to))
          .groupBy(['day', 'channel', 'country', 'status', 'error_code']),
      ),
    ],
  ];
}

const pathOf = (path: string, params: Record<string, string>) =>
  `${API_BASE}${path}?${new URLSearchParams(params).toString()}`;

/**
 * The message logs' questions on the large account at one size: the list (last 24 h, newest
 * first) and a page of it further on by its cursor, a number's messages over 30 days, the
 * newest message's page, and insights over 30 days.
 */
export async function messageCases(url: string, mainId: string): Promise<MessageCase[]> {
  const db = connect(url);
  try {
    const now = Date.now();
    const scope = await scopeOf(db, mainId, null, now);
    const newest = await db.kysely
      .selectFrom('messages')
      .select(['id', 'created_at', 'recipient'])
      .where('main_id', '=', mainId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CURSOR_AFTER)
      .execute();
    const first = newest[0];
    const last = newest[newest.length - 1];
    if (!first || !last) throw new Error(`no message of ${mainId} in ${url}`);
    const firstPage = { pageSize: String(PAGE_SIZE) };
    // the page the pager shows after CURSOR_AFTER messages, as the console asks it
    const cursorPage = {
      ...firstPage,
      page: String(CURSOR_AFTER / PAGE_SIZE + 1),
      cursor: `${last.created_at}.${last.id}`,
    };
    const numberSearch = {
      ...firstPage,
      q: `+${first.recipient}`,
      createdFrom: new Date(now - 30 * DAY_MS).toISOString(),
    };
    const insights = { from: utcDay(now, 29), to: utcDay(now) };
    return [
      {
        name: 'messages · list, last 24 h, first page',
        path: pathOf('/v1/messages', firstPage),
        bareSteps: listSteps(db, scope, firstPage, now),
      },
      {
        name: 'messages · list, page after a cursor',
        path: pathOf('/v1/messages', cursorPage),
        bareSteps: listSteps(db, scope, cursorPage, now),
      },
      {
        name: 'messages · a number over 30 days',
        path: pathOf('/v1/messages', numberSearch),
        bareSteps: listSteps(db, scope, numberSearch, now),
      },
      {
        name: 'messages · a message’s page',
        path: `${API_BASE}/v1/messages/${first.id}`,
        bareSteps: detailSteps(db, scope, first.id, Number(first.created_at)),
      },
      {
        name: 'messages · insights, 30 days',
        path: pathOf('/v1/messages/insights', insights),
        bareSteps: insightsSteps(db, scope, insights.from, insights.to),
      },
    ];
  } finally {
    await db.destroy();
  }
}
