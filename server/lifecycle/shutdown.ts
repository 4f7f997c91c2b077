import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ShutdownOptions {
  app: FastifyInstance;
  db: Db;
  /** How long /readyz answers 503 while requests are still served, for the balancer to notice. */
  drainMs: number;
  /** The longest the whole shutdown may take before the process gives up on what is left. */
  timeoutMs: number;
}

/**
 * Stops the instance without dropping work: /readyz turns 503, requests keep being served
 * for the drain period, then the server stops accepting, finishes what is in flight (and
 * its onClose hooks stop background work), closes the database and exits 0. Past the
 * timeout it exits 1. SIGINT (a person at a terminal) skips the drain period.
 */
export function gracefulShutdown({ app, db, drainMs, timeoutMs }: ShutdownOptions) {
  let started = false;
  return async (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    app.startDraining();
    app.log.info({ signal }, 'shutting down: draining');
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out: exiting with work unfinished');
      process.exit(1);
    }, timeoutMs).unref();
    if (signal === 'SIGTERM') await sleep(drainMs);
    await app.close();
    await db.destroy();
    app.log.info('shut down cleanly');
    process.exit(0);
  };
}
