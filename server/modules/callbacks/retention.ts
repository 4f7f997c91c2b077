import type { FastifyInstance } from 'fastify';
import { pruneDeliveries } from './repo';

const HOUR_MS = 3_600_000;

/**
 * Deletes deliveries past the 30-day retention once an hour (and at start), so the log
 * shrinks even for addresses that receive nothing new.
 */
export default async function deliveryRetention(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const prune = () =>
    pruneDeliveries(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'pruning the callback delivery log failed'),
    );
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(prune, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
