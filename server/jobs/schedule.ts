import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { enqueue } from './enqueue';
import type { JobKind } from './types';

const periodOf = (job: JobKind, config: Config) => config.jobEvery[job.kind] ?? job.every ?? 0;

/**
 * Recurring jobs, once per period across every instance: each instance looks often, and
 * the one whose claim of the period's row succeeds enqueues the job in the same
 * transaction. The timer only claims; the work itself is a durable job, and a period
 * missed while no instance ran is claimed at the next start.
 */
export function startSchedules(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  kinds: readonly JobKind[],
) {
  const recurring = kinds.filter((job) => periodOf(job, config) > 0);
  const claim = async (job: JobKind<{ periodStart: number }>) => {
    const every = periodOf(job, config);
    const periodStart = Math.floor(Date.now() / every) * every;
    await db.kysely.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('job_schedule_runs')
        .values({ kind: job.kind, period_start: periodStart, claimed_at: Date.now() })
        .onConflict((oc) => oc.columns(['kind', 'period_start']).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1)
        await enqueue(trx, job, { periodStart }, { key: `${job.kind}:${periodStart}` });
    });
  };
  const timers = recurring.map((job) => {
    const tick = () =>
      claim(job as JobKind<{ periodStart: number }>).catch((error: unknown) =>
        log.warn({ err: error, job: job.kind }, 'claiming a recurring job failed'),
      );
    void tick();
    // a quarter period (within 0.2 s to 30 s) keeps each run close to its period's start
    const timer = setInterval(tick, Math.min(Math.max(periodOf(job, config) / 4, 200), 30_000));
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
