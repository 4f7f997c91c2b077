import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/connect';

export interface JobContext {
  db: Db;
  config: Config;
  /** Carries the job, its attempt and the id of the request that enqueued it. */
  log: FastifyBaseLogger;
  attempt: number;
  maxAttempts: number;
}

/**
 * One kind of background work: a file under server/jobs/kinds/ and a line in the registry.
 * `run` must be idempotent (a job may run again after a crash); throwing retries it with
 * back-off until `maxAttempts`, then it is failed (listed by `npm run ops -- jobs`).
 */
export interface JobKind<P = unknown> {
  kind: string;
  payload: z.ZodType<P>;
  maxAttempts: number;
  /** Recurring: enqueued once per period of this many milliseconds across every instance. */
  every?: number;
  run(payload: P, context: JobContext): Promise<void>;
}

export const defineJob = <P>(job: JobKind<P>): JobKind<P> => job;

export interface AddOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one job with this key exists: adding it again does nothing… */
  key?: string;
  /** …unless this is set: then the waiting job runs at `runAt` instead, if that is sooner. */
  sooner?: boolean;
}

/** The worker of an instance: runs due jobs, whoever enqueued them (see enqueue.ts). */
export interface JobQueue {
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (bounded by the shutdown timeout). */
  stop(): Promise<void>;
}

/** Waits before attempt n+1 after n failures: e^n seconds (2.7 s, 7.4 s, 20 s … ~6 h). */
export const backoffMs = (failures: number) => Math.round(Math.exp(Math.min(failures, 10)) * 1000);
