import type { Kysely } from 'kysely';
import {
  AUDIT_RETENTION_MONTHS,
  auditAction,
  auditResource,
  auditLog,
  type AuditEntry,
  type AuditValues,
} from '../../../contract/auditLog';
import { countCapOf, type ListParams } from '../../../contract';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { enumValue } from '../../lib/enumValue';
import { isoTime } from '../../lib/isoTime';
import { applyFilters, cappedCount, listPage } from '../../http/listPage';
import type { AuditLogTable } from './table';

const COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  resourceId: 'resource_id',
  userAgent: 'user_agent',
};
const columnOf = (source: string) => COLUMNS[source] ?? source;

const parsed = (text: string | null): AuditValues =>
  text === null ? null : (JSON.parse(text) as AuditValues);

const actionOf = enumValue(auditAction);
const resourceOf = enumValue(auditResource);

export const toAuditEntry = (row: AuditLogTable): AuditEntry => ({
  id: row.id,
  actor: row.actor,
  actorId: row.actor_id,
  action: actionOf(row.action),
  resource: resourceOf(row.resource),
  resourceId: row.resource_id,
  ip: row.ip,
  userAgent: row.user_agent,
  createdAt: isoTime(Number(row.created_at)),
  before: parsed(row.before_values),
  after: parsed(row.after_values),
});

/** The account's entries matching the declared filters (actor, action, resource, days). */
export const filteredEntries = (
  db: Db,
  mainId: string,
  filters: Omit<ListParams, 'page' | 'pageSize' | 'sort' | 'order'>,
) =>
  applyFilters(
    db.kysely.selectFrom('audit_log').where('main_id', '=', mainId),
    auditLog.fields,
    filters as ListParams,
    columnOf,
  );

export async function listEntries(db: Db, mainId: string, query: ListParams) {
  const rows = filteredEntries(db, mainId, query);
  const page = await listPage<AuditLogTable>(db, rows, query, columnOf(query.sort), {
    count: cappedCount(db, countCapOf(query)),
  });
  return { list: page.rows.map(toAuditEntry), total: page.total, totalCapped: page.totalCapped };
}

export async function oneEntry(db: Db, mainId: string, id: string) {
  const row = await db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toAuditEntry(row);
}

/** Drops entries older than the retention (13 months), as the hourly pruning job runs. */
export async function pruneAuditLog(executor: Kysely<Database>, now = Date.now()) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIT_RETENTION_MONTHS);
  await executor.deleteFrom('audit_log').where('created_at', '<', cutoff.getTime()).execute();
}
