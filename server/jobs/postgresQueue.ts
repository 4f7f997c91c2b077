import type { FastifyBaseLogger } from 'fastify';
import { EventEmitter } from 'node:events';
import {
  Logger,
  makeWorkerUtils,
  run,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';
import { META, type JobMeta } from './enqueue';
import { execute, type Engine } from './execute';
import { startHeartbeat } from './heartbeat';
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
 * transaction (enqueue.ts). Its schema is installed with the migrations. The instance's
 * heartbeat frees the jobs of a killed instance (heartbeat.ts).
 */
export function postgresQueue(engine: Engine): JobQueue {
  const pool = new pg.Pool({ connectionString: engine.db.url, max: 4 });
  pool.on('error', (error) => engine.log.warn({ err: error }, 'job queue connection lost'));
  let runner: Runner | undefined;
  let stopHeartbeat = async () => {};

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
      const events: WorkerEvents = new EventEmitter();
      const workerIds = new Set<string>();
      events.on('worker:create', ({ worker }) => workerIds.add(worker.workerId));
      runner = await run({
        pgPool: pool,
        events,
        taskList,
        concurrency: 2,
        noHandleSignals: true,
        pollInterval: engine.config.jobPollMs,
        logger: loggerFor(engine.log),
      });
      const utils = await makeWorkerUtils({ pgPool: pool, logger: loggerFor(engine.log) });
      const stopBeating = startHeartbeat({
        db: engine.db,
        utils,
        workerIds,
        intervalMs: engine.config.jobHeartbeatMs,
        log: engine.log,
      });
      stopHeartbeat = async () => {
        await stopBeating();
        await utils.release();
      };
    },
    async stop() {
      await runner?.stop();
      await stopHeartbeat();
      await pool.end();
    },
  };
}
