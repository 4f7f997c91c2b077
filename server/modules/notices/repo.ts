import { sql } from 'kysely';
import type { Language, Notice, NoticeSummary } from '../../../contract';
import type { Db } from '../../db/connect';
import { isoTime } from '../../lib/isoTime';
import { listPage } from '../../http/listPage';

/** Notices with the caller's read state, titles in the caller's language (English fallback). */
function noticesFor(db: Db, accountId: string) {
  return db.kysely
    .selectFrom('notices')
    .leftJoin('notice_reads', (join) =>
      join
        .onRef('notice_reads.notice_id', '=', 'notices.id')
        .on('notice_reads.account_id', '=', accountId),
    );
}

interface SummaryRow {
  id: string;
  title_en: string;
  title_zh: string | null;
  published_at: number;
  read_at: number | null;
}

const summary = (row: SummaryRow, language: Language): NoticeSummary => ({
  id: row.id,
  title: (language === 'zh_CN' && row.title_zh) || row.title_en,
  publishedAt: isoTime(row.published_at),
  read: row.read_at !== null,
});

const SUMMARY_COLUMNS = [
  'notices.id',
  'notices.title_en',
  'notices.title_zh',
  'notices.published_at',
  'notice_reads.read_at',
] as const;

export async function findNotices(
  db: Db,
  accountId: string,
  language: Language,
  page: { page: number; pageSize: number; order: 'asc' | 'desc'; unread?: boolean },
) {
  let base = noticesFor(db, accountId);
  if (page.unread) base = base.where('notice_reads.read_at', 'is', null);
  const { rows, total } = await listPage<SummaryRow>(db, base, page, 'notices.published_at', {
    idColumn: 'notices.id',
    select: (all) => all.select(SUMMARY_COLUMNS),
  });
  return { list: rows.map((row) => summary(row, language)), total };
}

export async function countUnread(db: Db, accountId: string) {
  const row = await noticesFor(db, accountId)
    .where('notice_reads.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One notice for the caller; reading it marks it read (once: the first time is kept). */
export async function openNotice(
  db: Db,
  accountId: string,
  language: Language,
  id: string,
): Promise<Notice | undefined> {
  const row = await noticesFor(db, accountId)
    .select([...SUMMARY_COLUMNS, 'notices.content_en', 'notices.content_zh'])
    .where('notices.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.read_at === null) {
    await db.kysely
      .insertInto('notice_reads')
      .values({ account_id: accountId, notice_id: id, read_at: Date.now() })
      .onConflict((oc) => oc.columns(['account_id', 'notice_id']).doNothing())
      .execute();
  }
  const zh = language === 'zh_CN' && row.content_zh !== null && row.title_zh !== null;
  return {
    ...summary(row, language),
    read: true,
    title: zh ? (row.title_zh as string) : row.title_en,
    content: zh ? (row.content_zh as string) : row.content_en,
  };
}

/** Marks every notice read for the caller; answers how many were unread. */
export async function markAllRead(db: Db, accountId: string) {
  const now = Date.now();
  const unread = await countUnread(db, accountId);
  await db.kysely
    .insertInto('notice_reads')
    .columns(['account_id', 'notice_id', 'read_at'])
    .expression((eb) =>
      eb
        .selectFrom('notices')
        .select([
          sql<string>`cast(${accountId} as varchar(64))`.as('account_id'),
          'notices.id',
          sql<number>`cast(${now} as bigint)`.as('read_at'),
        ])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('notice_reads')
                .select('notice_reads.notice_id')
                .whereRef('notice_reads.notice_id', '=', 'notices.id')
                .where('notice_reads.account_id', '=', accountId),
            ),
          ),
        ),
    )
    .onConflict((oc) => oc.columns(['account_id', 'notice_id']).doNothing())
    .execute();
  return unread;
}
