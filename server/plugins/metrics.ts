import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { bearerToken } from '../lib/bearer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry other parts add their metrics to (e.g. jobs). */
    metrics: Registry;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics at GET /metrics, for `Authorization: Bearer $METRICS_TOKEN` only (the
 * route does not exist without a token): requests and their latency per route and status,
 * the database pool, and the process's own (memory, CPU, event-loop lag).
 */
async function metrics(app: FastifyInstance, options: { token: string }) {
  const registry = new Registry();
  app.decorate('metrics', registry);
  if (!options.token) return;
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route template and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route template and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (open, idle, waiting queries, most allowed)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.db.poolStats();
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // the template, never the raw URL: ids would make a series per record
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = digest(options.token);
  app.get('/metrics', async (request, reply) => {
    const given = bearerToken(request.headers.authorization);
    if (!timingSafeEqual(digest(given), expected)) {
      reply.status(401).header('www-authenticate', 'Bearer');
      return 'Unauthorized\n';
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

export default fp(metrics, { name: 'metrics' });
