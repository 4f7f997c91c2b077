import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { embeddedQueue } from '../jobs/embeddedQueue';
import { queuedJobs } from '../jobs/inspect';
import { postgresQueue } from '../jobs/postgresQueue';
import { startSchedules } from '../jobs/schedule';
import { JOB_KINDS } from '../modules/registry';

/**
 * This instance's job worker: graphile-worker on PostgreSQL, the embedded queue on SQLite,
 * and the recurring jobs' claims. Started when the server is ready, stopped (running jobs
 * finished) when it closes. JOB_WORKER=0 serves requests without running jobs.
 */
async function jobs(app: FastifyInstance) {
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue by kind and state (pending, running, failed)',
    labelNames: ['kind', 'state'],
    registers: [app.metrics],
    async collect() {
      this.reset();
      for (const job of await queuedJobs(app.db)) this.inc({ kind: job.kind, state: job.state });
    },
  });
  new Gauge({
    name: 'job_runs_recent',
    help: 'Jobs finished in the last hour by kind and outcome (done, failed)',
    labelNames: ['kind', 'outcome'],
    registers: [app.metrics],
    async collect() {
      this.reset();
      const rows = await app.db.kysely
        .selectFrom('job_history')
        .select(['kind', 'outcome', (eb) => eb.fn.countAll<number>().as('count')])
        .where('finished_at', '>', Date.now() - 3_600_000)
        .groupBy(['kind', 'outcome'])
        .execute();
      for (const row of rows) this.set({ kind: row.kind, outcome: row.outcome }, Number(row.count));
    },
  });
  if (!app.config.jobWorker) return;

  const engine = {
    db: app.db,
    config: app.config,
    log: app.log.child({ component: 'jobs' }),
    kinds: new Map(JOB_KINDS.map((kind) => [kind.kind, kind])),
  };
  const queue = app.db.dialect === 'postgres' ? postgresQueue(engine) : embeddedQueue(engine);
  let stopSchedules = () => undefined as void;
  app.addHook('onReady', async () => {
    await queue.start();
    stopSchedules = startSchedules(app.db, app.config, engine.log, JOB_KINDS);
  });
  app.addHook('onClose', async () => {
    stopSchedules();
    await queue.stop();
  });
}

export default fp(jobs, { name: 'jobs', dependencies: ['metrics'] });
