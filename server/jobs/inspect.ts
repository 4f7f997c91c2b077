import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { META } from './enqueue';

export interface JobRow {
  id: string;
  kind: string;
  state: 'pending' | 'running' | 'failed';
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
  /** The job's input as JSON text. */
  payload: string;
}

interface GraphileJob {
  id: string;
  task_identifier: string;
  attempts: number;
  max_attempts: number;
  run_at: Date;
  locked_at: Date | null;
  last_error: string | null;
  payload: unknown;
}

/** A PostgreSQL job's payload as it was given, without the request id and key beside it. */
function withoutMeta(payload: unknown) {
  if (payload === null || typeof payload !== 'object') return payload ?? {};
  return Object.fromEntries(Object.entries(payload).filter(([key]) => key !== META));
}

/** The jobs waiting, running or failed for good, from whichever engine the database has. */
export async function queuedJobs(db: Db): Promise<JobRow[]> {
  if (db.dialect === 'postgres') {
    // the public view leaves the payload out; the engine's own table has it
    const { rows } = await sql<GraphileJob>`
      SELECT j.id::text, j.task_identifier, j.attempts, j.max_attempts, j.run_at, j.locked_at,
        j.last_error, p.payload
      FROM graphile_worker.jobs j JOIN graphile_worker._private_jobs p ON p.id = j.id
      ORDER BY j.run_at`.execute(db.kysely);
    return rows.map((job) => ({
      id: job.id,
      kind: job.task_identifier,
      state: job.locked_at ? 'running' : job.attempts >= job.max_attempts ? 'failed' : 'pending',
      attempts: job.attempts,
      maxAttempts: job.max_attempts,
      runAt: new Date(job.run_at),
      lastError: job.last_error,
      payload: JSON.stringify(withoutMeta(job.payload)),
    }));
  }
  const now = Date.now();
  const rows = await db.kysely.selectFrom('jobs').selectAll().orderBy('run_at').execute();
  return rows.map((job) => ({
    id: job.id,
    kind: job.kind,
    state:
      job.state === 'failed'
        ? 'failed'
        : job.locked_until !== null && job.locked_until > now
          ? 'running'
          : 'pending',
    attempts: job.attempts,
    maxAttempts: job.max_attempts,
    runAt: new Date(job.run_at),
    lastError: job.last_error,
    payload: job.payload,
  }));
}

/** What finished lately, newest first. */
export const recentJobs = (db: Db, limit = 20) =>
  db.kysely
    .selectFrom('job_history')
    .selectAll()
    .orderBy('finished_at', 'desc')
    .limit(limit)
    .execute();

/** One queued job (waiting, running or failed), or undefined. */
export const queuedJob = async (db: Db, id: string) =>
  (await queuedJobs(db)).find((job) => job.id === id);

/** Gives a failed job its attempts back and runs it now; false when no failed job has the id. */
export async function retryJob(db: Db, id: string): Promise<boolean> {
  const failed = await queuedJob(db, id);
  if (failed?.state !== 'failed') return false;
  if (db.dialect === 'postgres') {
    await sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${id}]::bigint[], run_at => now(), attempts => 0)`.execute(
      db.kysely,
    );
  } else {
    await db.kysely
      .updateTable('jobs')
      .set({ state: 'pending', attempts: 0, run_at: Date.now(), locked_until: null })
      .where('id', '=', id)
      .execute();
  }
  return true;
}

/**
 * Takes a waiting or failed job out of the queue for good. A running one is left to finish
 * ('running'); no queued job has the id: 'missing'.
 */
export async function cancelJob(db: Db, id: string): Promise<'cancelled' | 'running' | 'missing'> {
  const job = await queuedJob(db, id);
  if (!job) return 'missing';
  if (job.state === 'running') return 'running';
  if (db.dialect === 'postgres') {
    const { rows } =
      await sql`SELECT id FROM graphile_worker.complete_jobs(ARRAY[${id}]::bigint[])`.execute(
        db.kysely,
      );
    return rows.length > 0 ? 'cancelled' : 'running';
  }
  const now = Date.now();
  const removed = await db.kysely
    .deleteFrom('jobs')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0 ? 'cancelled' : 'running';
}
