import type { FastifyBaseLogger } from 'fastify';
import { Logger, run, type Runner, type TaskList } from 'graphile-worker';
import pg from 'pg';
import { META, type JobMeta } from './enqueue';
import { execute, type Engine } from './execute';
import type { JobQueue } from './types';

/** graphile-worker's messages in our log: its routine chatter at debug level. */
const loggerFor = (log: FastifyBaseLogger) =>
  new Logger(() => (level, message) => {
    if (level === 'error') log.error(message);
    else if (level === 'warning') log.warn(message);
    else log.debug(message);
  });

/**
 * PostgreSQL's queue: graphile-worker, which keeps jobs in the database (schema
 * graphile_worker), takes each with SKIP LOCKED so one instance runs it, and retries
 * failures with exponential back-off; jobs are added by SQL, inside the business change's
 * transaction (enqueue.ts). Its schema is installed with the migrations.
 */
export function postgresQueue(engine: Engine): JobQueue {
  const pool = new pg.Pool({ connectionString: engine.db.url, max: 4 });
  pool.on('error', (error) => engine.log.warn({ err: error }, 'job queue connection lost'));
  let runner: Runner | undefined;

  return {
    async start() {
      const taskList: TaskList = Object.fromEntries(
        [...engine.kinds.keys()].map((kind) => [
          kind,
          async (raw, helpers) => {
            const { [META]: meta, ...payload } = raw as Record<string, unknown> & {
              _meta?: JobMeta;
            };
            await execute(engine, {
              id: String(helpers.job.id),
              kind,
              payload,
              key: meta?.key ?? null,
              requestId: meta?.requestId ?? null,
              attempt: helpers.job.attempts,
              maxAttempts: helpers.job.max_attempts,
            });
          },
        ]),
      );
      runner = await run({
        pgPool: pool,
        taskList,
        concurrency: 2,
        noHandleSignals: true,
        pollInterval: engine.config.jobPollMs,
        logger: loggerFor(engine.log),
      });
    },
    async stop() {
      await runner?.stop();
      await pool.end();
    },
  };
}
