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

/** What enqueuing a kind of job needs: its name, its payload's shape and its attempts. */
export interface JobName<P = unknown> {
  kind: string;
  payload: z.ZodType<P>;
  maxAttempts: number;
  /** Recurring: enqueued once per period of this many milliseconds across every instance. */
  every?: number;
}

/**
 * One kind of background work, in the folder of the module it serves and listed in that
 * module's `jobs` (server/modules/module.ts). `run` must be idempotent (a job may run again
 * after a crash); throwing retries it with back-off until `maxAttempts`, then it is failed
 * (listed by `npm run ops -- jobs`).
 */
export interface JobKind<P = unknown> extends JobName<P> {
  run(payload: P, context: JobContext): Promise<void>;
}

export const defineJob = <P>(job: JobKind<P>): JobKind<P> => job;

/**
 * A job enqueued by its name alone: who enqueues it imports `jobName(…)`, and the module that
 * runs it adds the handler with `handleJob`, so the two need not import each other.
 */
export const jobName = <P>(name: JobName<P>): JobName<P> => name;

export const handleJob = <P>(name: JobName<P>, run: JobKind<P>['run']): JobKind<P> => ({
  ...name,
  run,
});

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
