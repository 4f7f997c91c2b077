import type { Kysely } from 'kysely';
import { countCapOf, type Language } from '../../../contract';
import { STAFF_NUMBER_MIN_DIGITS } from '../../../contract/staffMessages';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { cappedCount, listPage } from '../../http/listPage';
import { staffAudit, type StaffActor } from '../auditLog/staffAudit';
import { typedDigits } from '../messageLogs/numbers';
import { productNames } from '../products/names';
import { privacyOf, withinItsRetention } from '../messageLogs/privacy';
import { toMessageRecord } from '../messageLogs/record';
import { messageDetailOf } from '../messageLogs/repo';
import { scopeOf } from '../messageLogs/scope';
import type { MessagesTable } from '../messageLogs/table';

const E164_DIGITS = 15;

interface SearchQuery {
  q: string;
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

/** Whose the messages are: the accounts' emails, in one read. */
async function emailsOf(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * Messages of every account by id, or by a number as typed (at least 8 digits: a range of the
 * recipients' index across accounts), newest first, none past its account's retention (as
 * its account would see them before the daily erasure); the search is audited with what it found.
 */
export async function searchMessages(
  db: Db,
  actor: StaffActor,
  query: SearchQuery,
  language: Language,
) {
  const q = query.q;
  if (q === '') return { list: [], total: 0, totalCapped: false };
  const digits = typedDigits(q);
  if (digits !== null && digits.length < STAFF_NUMBER_MIN_DIGITS)
    throw badRequest('staff.errors.numberTooShort', { q: 'staff.errors.numberTooShort' });
  let rows = db.kysely.selectFrom('messages').where(withinItsRetention(Date.now()));
  rows =
    digits === null
      ? rows.where('id', '=', q)
      : rows
          .where('recipient', '>=', digits)
          .where('recipient', '<=', digits.padEnd(E164_DIGITS, '9'));
  const page = await listPage<MessagesTable>(db, rows, query, 'created_at', {
    count: cappedCount(db, countCapOf(query)),
  });
  const [emails, names] = await Promise.all([
    emailsOf(db.kysely, [...new Set(page.rows.map((row) => row.account_id))]),
    productNames(db, language),
  ]);
  await staffAudit(db.kysely, actor, {
    action: 'message.search',
    target: q,
    after: { found: page.total, capped: page.totalCapped },
  });
  return {
    list: page.rows.map((row) => ({
      ...toMessageRecord(row),
      accountId: row.account_id,
      mainId: row.main_id,
      email: emails.get(row.account_id) ?? '',
      productName: names.get(row.product) ?? row.product,
    })),
    total: page.total,
    totalCapped: page.totalCapped,
  };
}

/** One message of any account with its journey, as its account sees it but without its body; audited. */
export async function messageJourney(db: Db, actor: StaffActor, id: string, language: Language) {
  const row = await db.kysely
    .selectFrom('messages')
    .select(['main_id', 'account_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const scope = {
    ...(await scopeOf(db, row.main_id, null, Date.now(), privacyOf)),
    keepBodies: false,
  };
  const { body: _body, ...detail } = await messageDetailOf(db, scope, id, language);
  const [emails, names] = await Promise.all([
    emailsOf(db.kysely, [row.account_id]),
    productNames(db, language),
  ]);
  await staffAudit(db.kysely, actor, {
    action: 'message.view',
    accountId: row.main_id,
    target: id,
  });
  return {
    ...detail,
    accountId: row.account_id,
    mainId: row.main_id,
    email: emails.get(row.account_id) ?? '',
    productName: names.get(detail.product) ?? detail.product,
  };
}
