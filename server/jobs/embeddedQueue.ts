import { execute, type Engine } from './execute';
import { backoffMs, type JobQueue } from './types';

/**
 * The embedded default's queue: jobs in the same SQLite file as everything else, run one at
 * a time by this process. A restart resumes what was pending; a running job's lease is
 * renewed at each heartbeat, so one whose run was cut off (the process killed) is picked up
 * again once its lease has passed (30 s by default), however long jobs may run.
 */
export function embeddedQueue(engine: Engine): JobQueue {
  const { db, config } = engine;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const claim = async () => {
    const now = Date.now();
    return db.kysely
      .updateTable('jobs')
      .set((eb) => ({ locked_until: now + config.jobLeaseMs, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('state', '=', 'pending')
          .where('run_at', '<=', now)
          .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', now)]))
          .orderBy('run_at')
          .limit(1),
      )
      .returningAll()
      .executeTakeFirst();
  };

  /** The running job's heartbeat: its lease renewed while this process runs it. */
  const keepLease = (id: string) => {
    let renewing: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      renewing = db.kysely
        .updateTable('jobs')
        .set({ locked_until: Date.now() + config.jobLeaseMs })
        .where('id', '=', id)
        .execute()
        .catch((error: unknown) => engine.log.warn({ err: error }, 'job lease renewal failed'));
    }, config.jobHeartbeatMs);
    // stopped before the job's outcome is written, so no renewal lands after it
    return async () => {
      clearInterval(timer);
      await renewing;
    };
  };

  const runDue = async () => {
    for (let job = await claim(); job && !stopping; job = await claim()) {
      const releaseLease = keepLease(job.id);
      try {
        await execute(engine, {
          id: job.id,
          kind: job.kind,
          payload: JSON.parse(job.payload),
          key: job.job_key,
          requestId: job.request_id,
          attempt: job.attempts,
          maxAttempts: job.max_attempts,
        }).finally(releaseLease);
        await db.kysely.deleteFrom('jobs').where('id', '=', job.id).execute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = job.attempts >= job.max_attempts;
        await db.kysely
          .updateTable('jobs')
          .set({
            state: failed ? 'failed' : 'pending',
            run_at: failed ? job.run_at : Date.now() + backoffMs(job.attempts),
            locked_until: null,
            last_error: message,
          })
          .where('id', '=', job.id)
          .execute();
      }
    }
  };

  const poll = () => {
    if (stopping) return;
    running = runDue()
      .catch((error: unknown) => engine.log.error({ err: error }, 'the job queue failed a poll'))
      .finally(() => {
        if (!stopping) timer = setTimeout(poll, config.jobPollMs);
      });
  };

  return {
    async start() {
      poll();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
