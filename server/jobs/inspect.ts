import { sql } from 'kysely';
import type { Db } from '../db/connect';

export interface JobRow {
  id: string;
  kind: string;
  state: 'pending' | 'running' | 'failed';
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
}

interface GraphileJob {
  id: string;
  task_identifier: string;
  attempts: number;
  max_attempts: number;
  run_at: Date;
  locked_at: Date | null;
  last_error: string | null;
}

/** The jobs waiting, running or failed for good, from whichever engine the database has. */
export async function queuedJobs(db: Db): Promise<JobRow[]> {
  if (db.dialect === 'postgres') {
    const { rows } = await sql<GraphileJob>`
      SELECT id::text, task_identifier, attempts, max_attempts, run_at, locked_at, last_error
      FROM graphile_worker.jobs ORDER BY run_at`.execute(db.kysely);
    return rows.map((job) => ({
      id: job.id,
      kind: job.task_identifier,
      state: job.locked_at ? 'running' : job.attempts >= job.max_attempts ? 'failed' : 'pending',
      attempts: job.attempts,
      maxAttempts: job.max_attempts,
      runAt: new Date(job.run_at),
      lastError: job.last_error,
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

/** Gives a failed job its attempts back and runs it now; false when no failed job has the id. */
export async function retryJob(db: Db, id: string): Promise<boolean> {
  const failed = (await queuedJobs(db)).find((job) => job.id === id && job.state === 'failed');
  if (!failed) return false;
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
