import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes /readyz answer 503 from now on: the instance is shutting down. */
    startDraining: () => void;
  }
}

type Check = () => Promise<unknown>;

/**
 * Probes for whoever runs the fleet: /healthz says the process answers (no dependency is
 * asked, so a database outage never gets every instance restarted); /readyz says this
 * instance can serve (database and the checks other parts register, e.g. Redis) and turns
 * 503 while it drains after SIGTERM, so the load balancer stops sending it requests.
 */
async function health(app: FastifyInstance, options: { checks?: Record<string, Check> }) {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  const checks: Record<string, Check> = {
    database: () => sql`SELECT 1`.execute(app.db.kysely),
    ...options.checks,
  };
  // a draining instance ends each connection after its answer, so none outlives the close
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await check();
          return [name, 'ok'] as const;
        } catch {
          return [name, 'unreachable'] as const;
        }
      }),
    );
    const ready = !draining && results.every(([, state]) => state === 'ok');
    reply.status(ready ? 200 : 503);
    return {
      status: draining ? 'draining' : ready ? 'ready' : 'unready',
      checks: Object.fromEntries(results),
    };
  });
}

export default fp(health, { name: 'health' });
