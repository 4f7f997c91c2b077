import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { newId } from '../lib/ids';
import type { JobKind } from './types';

export interface JobRun {
  id: string;
  kind: string;
  payload: unknown;
  key: string | null;
  requestId: string | null;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export interface Engine {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  kinds: ReadonlyMap<string, JobKind>;
}

/**
 * Runs one attempt of a job, the same way on both engines: its payload checked, a logger
 * carrying the job and the request that enqueued it, and what finished written to the
 * history. Throws when the attempt failed (the engine retries it or fails it for good).
 */
export async function execute(engine: Engine, run: JobRun): Promise<void> {
  const log = engine.log.child({
    job: run.kind,
    jobId: run.id,
    attempt: run.attempt,
    ...(run.requestId && { reqId: run.requestId }),
  });
  const finished = (outcome: 'done' | 'failed', error: string | null) =>
    engine.db.kysely
      .insertInto('job_history')
      .values({
        id: newId(),
        job_id: run.id,
        kind: run.kind,
        job_key: run.key,
        request_id: run.requestId,
        outcome,
        attempts: run.attempt,
        error,
        finished_at: Date.now(),
      })
      .execute();
  try {
    const kind = engine.kinds.get(run.kind);
    if (!kind) throw new Error(`no job kind ${run.kind} in this version`);
    await kind.run(kind.payload.parse(run.payload), {
      db: engine.db,
      config: engine.config,
      log,
      attempt: run.attempt,
      maxAttempts: run.maxAttempts,
    });
    await finished('done', null);
    log.info('job done');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (run.attempt >= run.maxAttempts) {
      await finished('failed', message);
      log.error({ err: error }, 'job failed for good');
    } else log.warn({ err: error }, 'job attempt failed: it will be retried');
    throw error;
  }
}
