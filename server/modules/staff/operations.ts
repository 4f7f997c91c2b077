import type { StaffAuditEntry, StaffJob } from '../../../contract/staffOperations';
import type { Db } from '../../db/connect';
import { conflict, notFound } from '../../errors';
import { cancelJob, queuedJob, queuedJobs, retryJob, type JobRow } from '../../jobs/inspect';
import { isoTime, isoTimeOrNull } from '../../lib/isoTime';
import { timeBound } from '../../lib/timeBound';
import { enableCallback } from '../callbacks/manage';
import { platformActor } from '../auditLog/record';
import { staffAudit, type StaffActor } from '../auditLog/staffAudit';

export const toStaffJob = (job: JobRow): StaffJob => ({
  id: job.id,
  kind: job.kind,
  state: job.state,
  attempts: job.attempts,
  maxAttempts: job.maxAttempts,
  runAt: job.runAt.toISOString(),
  lastError: job.lastError,
  payload: job.payload,
});

/** The queue filtered by state and kind, a page of it in run order. */
export async function listJobs(
  db: Db,
  query: { page: number; pageSize: number; order: 'asc' | 'desc'; state?: string; kind?: string },
) {
  const matching = (await queuedJobs(db)).filter(
    (job) =>
      (!query.state || job.state === query.state) && (!query.kind || job.kind === query.kind),
  );
  if (query.order === 'desc') matching.reverse();
  const start = (query.page - 1) * query.pageSize;
  return {
    list: matching.slice(start, start + query.pageSize).map(toStaffJob),
    total: matching.length,
  };
}

/**
 * Runs a failed job again, for a staff user or the operator command; written to the staff
 * audit log. No failed job with the id: undefined.
 */
export async function retryFailedJob(db: Db, actor: StaffActor, id: string) {
  const before = await queuedJob(db, id);
  if (before?.state !== 'failed' || !(await retryJob(db, id))) return undefined;
  await staffAudit(db.kysely, actor, {
    action: 'job.retry',
    target: id,
    before: { kind: before.kind, state: before.state, lastError: before.lastError },
  });
  return (await queuedJob(db, id)) ?? { ...before, state: 'pending' as const };
}

/** Cancels a waiting or failed job (see cancelJob), written to the staff audit log. */
export async function cancelQueuedJob(db: Db, actor: StaffActor, id: string) {
  const before = await queuedJob(db, id);
  const outcome = await cancelJob(db, id);
  if (outcome === 'cancelled' && before)
    await staffAudit(db.kysely, actor, {
      action: 'job.cancel',
      target: id,
      before: { kind: before.kind, state: before.state, payload: before.payload },
    });
  return outcome;
}

/** The routes' answers for the two job writes: 404 for no such job, 409 while it runs. */
export async function retryJobOrThrow(db: Db, actor: StaffActor, id: string) {
  const job = await retryFailedJob(db, actor, id);
  if (!job) throw notFound();
  return toStaffJob(job);
}

export async function cancelJobOrThrow(db: Db, actor: StaffActor, id: string) {
  const outcome = await cancelQueuedJob(db, actor, id);
  if (outcome === 'missing') throw notFound();
  if (outcome === 'running') throw conflict('staff.errors.jobRunning');
  return { cancelled: true as const };
}

/** Disabled callback addresses of every account, most recently disabled first. */
export async function disabledCallbacks(
  db: Db,
  query: { page: number; pageSize: number; order: 'asc' | 'desc' },
) {
  const rows = db.kysely
    .selectFrom('callbacks as c')
    .innerJoin('accounts as a', 'a.id', 'c.main_id')
    .where('c.status', '=', 'disabled');
  const [{ total }, list] = await Promise.all([
    rows.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    rows
      .select(['c.id', 'c.name', 'c.url', 'c.disabled_at', 'c.main_id', 'a.email'])
      .orderBy('c.disabled_at', query.order)
      .orderBy('c.id', query.order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total: Number(total),
    list: list.map((row) => ({
      id: row.id,
      name: row.name,
      url: row.url,
      status: 'disabled' as const,
      disabledAt: isoTimeOrNull(row.disabled_at),
      accountId: row.main_id,
      accountEmail: row.email,
    })),
  };
}

/**
 * Re-enables a callback address as its account would (customer's audit log: the platform),
 * and writes the staff audit log. Unknown address: 404.
 */
export async function enableCallbackForAccount(db: Db, actor: StaffActor, id: string) {
  const address = await db.kysely
    .selectFrom('callbacks')
    .select(['main_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!address) throw notFound();
  const enabled = await enableCallback(db, platformActor(address.main_id), address.main_id, id);
  await staffAudit(db.kysely, actor, {
    action: 'callback.enable',
    accountId: address.main_id,
    target: id,
    before: { status: address.status },
    after: { status: enabled.status, failed: enabled.failed },
  });
  return { id, status: enabled.status, failed: enabled.failed, failedSince: enabled.failedSince };
}

export interface StaffAuditFilters {
  staffUserId?: string;
  action?: string;
  accountId?: string;
  createdFrom?: string;
  createdTo?: string;
}

/** The staff audit log's rows matching the filters, with the staff user's email. */
export function filteredStaffAudit(db: Db, filters: StaffAuditFilters) {
  let rows = db.kysely
    .selectFrom('staff_audit_log as l')
    .leftJoin('staff_users as u', 'u.id', 'l.staff_user_id');
  if (filters.staffUserId) rows = rows.where('l.staff_user_id', '=', filters.staffUserId);
  if (filters.action) rows = rows.where('l.action', '=', filters.action);
  if (filters.accountId) rows = rows.where('l.account_id', '=', filters.accountId);
  if (filters.createdFrom)
    rows = rows.where('l.created_at', '>=', timeBound(filters.createdFrom, false));
  if (filters.createdTo)
    rows = rows.where('l.created_at', '<=', timeBound(filters.createdTo, true));
  return rows.selectAll('l').select('u.email as staff_email');
}

type StaffAuditRow = Awaited<ReturnType<ReturnType<typeof filteredStaffAudit>['execute']>>[number];

const parsedJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export const toStaffAuditEntry = (row: StaffAuditRow): StaffAuditEntry => ({
  id: row.id,
  staffUserId: row.staff_user_id,
  staffEmail: row.staff_email,
  action: row.action,
  accountId: row.account_id,
  target: row.target,
  before: parsedJson(row.before_json),
  after: parsedJson(row.after_json),
  ip: row.ip,
  createdAt: isoTime(Number(row.created_at)),
});

export async function listStaffAudit(
  db: Db,
  query: StaffAuditFilters & { page: number; pageSize: number; order: 'asc' | 'desc' },
) {
  const rows = filteredStaffAudit(db, query);
  const [{ total }, list] = await Promise.all([
    rows
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
    rows
      .orderBy('l.created_at', query.order)
      .orderBy('l.id', query.order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { total: Number(total), list: list.map(toStaffAuditEntry) };
}
