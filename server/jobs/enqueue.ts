import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/ids';
import { currentRequestId } from '../lib/requestContext';
import type { AddOptions, JobName } from './types';

/** Where the request id and key travel beside a job's payload on PostgreSQL. */
export const META = '_meta';

export interface JobMeta {
  requestId: string | null;
  key: string | null;
}

/**
 * Adds a job to the database's queue through `executor`: the database, or the transaction of
 * the business change (the job then exists only if the change commits). Needs no running
 * worker: any instance runs it. With a key, adding a job whose key is still pending does
 * nothing, or brings it forward (`sooner`).
 */
export async function enqueue<P>(
  executor: Kysely<Database>,
  job: JobName<P>,
  payload: P,
  options: AddOptions = {},
) {
  const checked = job.payload.parse(payload);
  const requestId = currentRequestId();
  const runAt = options.runAt ?? new Date();
  if (executor.getExecutor().adapter instanceof PostgresAdapter) {
    const meta: JobMeta = { requestId, key: options.key ?? null };
    await sql`SELECT graphile_worker.add_job(
      ${job.kind},
      ${JSON.stringify({ ...(checked as object), [META]: meta })}::json,
      run_at => ${runAt.toISOString()}::timestamptz,
      max_attempts => ${job.maxAttempts},
      job_key => ${options.key ?? null},
      job_key_mode => ${options.sooner ? 'replace' : 'preserve_run_at'}
    )`.execute(executor);
    return;
  }
  const now = Date.now();
  await executor
    .insertInto('jobs')
    .values({
      id: newId(now),
      kind: job.kind,
      payload: JSON.stringify(checked),
      job_key: options.key ?? null,
      request_id: requestId,
      state: 'pending',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_at: runAt.getTime(),
      locked_until: null,
      last_error: null,
      created_at: now,
    })
    .onConflict((oc) =>
      options.sooner
        ? oc
            .column('job_key')
            .doUpdateSet({ run_at: (eb) => eb.fn('min', ['jobs.run_at', 'excluded.run_at']) })
            .where('jobs.state', '=', 'pending')
        : oc.column('job_key').doNothing(),
    )
    .execute();
}
