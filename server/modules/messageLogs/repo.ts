import { countCapOf } from '../../../contract/list';
import { DEFAULT_MESSAGE_RANGE_MS, type MessageListQuery } from '../../../contract/messageLogs';
import type { Language } from '../../../contract/constants';
import { isKnownErrorCode } from '../../../contract/messageErrors';
import type { Db } from '../../db/connect';
import { notFound } from '../../errors';
import { messagesOf } from '../../lib/consoleMessages';
import { isoTime } from '../../lib/isoTime';
import { cappedCount, countRows } from '../../http/listPage';
import { timeBound } from '../../lib/timeBound';
import { typedDigits } from './numbers';
import { prepared, runCompiled } from '../../db/prepared';
import { cursorOf, parseCursor, toMessageRecord } from './record';
import type { MessagesTable } from './table';

/** Whose messages a caller sees: the main account all of its own, a sub-account the ones it sent. */
export interface Scope {
  mainId: string;
  /**
   * Set for a sub-account: only the messages the platform named it for, or sent with one of
   * its own keys (`keyIds`).
   */
  accountId: string | null;
  keyIds: string[];
  /** The account's retention: nothing older is shown, even before the job erases it. */
  keptFrom: number;
  /** Whether the account keeps bodies: none is shown otherwise. */
  keepBodies: boolean;
}

const E164_DIGITS = 15;

/**
 * The scope's messages from `from` on: one lower bound of the time (the later of `from` and
 * the retention's), as SQLite's planner seeks the index by one of two and filters by the other.
 */
const scoped = (db: Db, scope: Scope, from = scope.keptFrom, side: Side = 'either') =>
  scopedFrom(db, scope, Math.max(from, scope.keptFrom), side);

const scopedFrom = (db: Db, scope: Scope, bound: number, side: Side) => {
  const rows = db.kysely
    .selectFrom('messages')
    .where('main_id', '=', scope.mainId)
    .where('created_at', '>=', bound);
  const { accountId, keyIds } = scope;
  if (accountId === null) return rows;
  if (side === 'named' || keyIds.length === 0) return rows.where('account_id', '=', accountId);
  if (side === 'keyed') return rows.where('api_key_id', 'in', keyIds);
  return rows.where((eb) =>
    eb.or([eb('account_id', '=', accountId), eb('api_key_id', 'in', keyIds)]),
  );
};

/** A sub-account's messages named for it, sent with its keys, or either. */
type Side = 'named' | 'keyed' | 'either';

/** The messages a list asks for, before its cursor: range, filters and search. */
export function matching(
  db: Db,
  scope: Scope,
  query: MessageListQuery,
  now: number,
  side: Side = 'either',
) {
  const to = query.createdTo === undefined ? null : timeBound(query.createdTo, true);
  const from =
    query.createdFrom === undefined
      ? (to ?? now) - DEFAULT_MESSAGE_RANGE_MS
      : timeBound(query.createdFrom, false);
  let rows = scoped(db, scope, from, side);
  if (to !== null) rows = rows.where('created_at', '<=', to);
  if (query.product) rows = rows.where('product', '=', query.product);
  if (query.channel) rows = rows.where('channel', '=', query.channel);
  if (query.status) rows = rows.where('status', '=', query.status);
  if (query.country) rows = rows.where('country', '=', query.country);
  if (query.from) rows = rows.where('sender', '=', query.from);
  if (query.apiKeyId) rows = rows.where('api_key_id', '=', query.apiKeyId);
  if (query.errorCode) rows = rows.where('error_code', '=', query.errorCode);
  if (query.q) {
    const digits = typedDigits(query.q);
    // digits only, so the numbers starting with them are one range of the number index
    rows =
      digits === null
        ? rows.where('id', '=', query.q)
        : rows
            .where('recipient', '>=', digits)
            .where('recipient', '<=', digits.padEnd(E164_DIGITS, '9'));
  }
  return rows;
}

/** The rows of one page: after its cursor, in its order, one more than asked. */
function pageRows(rows: ReturnType<typeof matching>, query: MessageListQuery) {
  const order = query.order;
  let page = rows.selectAll();
  if (query.cursor) {
    const after = parseCursor(query.cursor);
    page = page.where((eb) =>
      eb(
        eb.refTuple('created_at', 'id'),
        order === 'desc' ? '<' : '>',
        eb.tuple(after.createdAt, after.id),
      ),
    );
  }
  return page
    .orderBy('created_at', order)
    .orderBy('id', order)
    .limit(query.pageSize + 1);
}

/**
 * A page of a sub-account with keys: the page of the messages named for it and the page of
 * those sent with its keys, each read down its own index, merged. One query with OR would
 * read either every match of the range to sort them, or the main account's messages until a
 * page of them is its.
 */
function eitherSidePage(db: Db, scope: Scope, query: MessageListQuery, now: number) {
  const side = (name: Side) =>
    db.kysely
      .selectFrom(pageRows(matching(db, scope, query, now, name), query).as(name))
      .selectAll();
  return side('named')
    .union(side('keyed'))
    .orderBy('created_at', query.order)
    .orderBy('id', query.order)
    .limit(query.pageSize + 1);
}

/** One page of messages, newest first by default, and their count up to ten pages past it. */
export async function messagePage(db: Db, scope: Scope, query: MessageListQuery, now = Date.now()) {
  const rows = matching(db, scope, query, now);
  const bySides = scope.accountId !== null && scope.keyIds.length > 0;
  const page = bySides ? eitherSidePage(db, scope, query, now) : pageRows(rows, query);
  const [found, total] = await Promise.all([
    runCompiled<MessagesTable>(db, page.compile()),
    countRows(db, cappedCount(db, countCapOf(query)), rows),
  ]);
  const list = found.slice(0, query.pageSize);
  const last = list.at(-1);
  return {
    list: list.map(toMessageRecord),
    ...total,
    nextCursor: found.length > query.pageSize && last ? cursorOf(last) : null,
  };
}

/** A main account's message by id, within its retention: asked on every look at a message. */
const mainAccountsMessage = prepared(
  (db: Db, _shape: null, params: { mainId: string; keptFrom: number; id: string }) =>
    scopedFrom(
      db,
      { mainId: params.mainId, accountId: null, keyIds: [], keptFrom: 0, keepBodies: false },
      params.keptFrom,
      'either',
    )
      .selectAll()
      .where('id', '=', params.id),
);

const journeyOf = prepared((db: Db, _shape: null, params: { id: string; from: number }) =>
  db.kysely
    .selectFrom('message_events')
    .select(['status', 'at', 'error_code'])
    .where('message_id', '=', params.id)
    .where('at', '>=', params.from)
    .orderBy('at')
    .orderBy('id'),
);

const keyNamed = prepared((db: Db, _shape: null, params: { id: string; mainId: string }) =>
  db.kysely
    .selectFrom('api_keys')
    .select('name')
    .where('id', '=', params.id)
    .where('main_id', '=', params.mainId),
);

/** One message with its journey; another account's (or another sub-account's) is missing. */
export async function messageDetailOf(db: Db, scope: Scope, id: string, language: Language) {
  const [row] =
    scope.accountId === null
      ? await mainAccountsMessage(db, null, { mainId: scope.mainId, keptFrom: scope.keptFrom, id })
      : await runCompiled<MessagesTable>(
          db,
          scoped(db, scope).selectAll().where('id', '=', id).compile(),
        );
  if (!row) throw notFound();
  const [events, keys] = await Promise.all([
    journeyOf(db, null, { id, from: Number(row.created_at) }),
    row.api_key_id === null ? [] : keyNamed(db, null, { id: row.api_key_id, mainId: scope.mainId }),
  ]);
  const key = keys[0];
  const record = toMessageRecord(row);
  const code = row.error_code;
  const explained =
    code === null
      ? null
      : messagesOf(language).messageErrors[isKnownErrorCode(code) ? code : 'other'];
  return {
    ...record,
    apiKeyName: key?.name ?? null,
    body: scope.keepBodies ? row.body : null,
    journey: events.map((event) => ({
      status: event.status as typeof record.status,
      at: isoTime(Number(event.at)),
      sinceFirstMs: Number(event.at) - Number(row.created_at),
      errorCode: event.error_code,
    })),
    error: code === null || explained === null ? null : { code, ...explained },
  };
}
