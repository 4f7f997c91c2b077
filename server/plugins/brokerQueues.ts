import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import { consumeBrokerQueue, type BrokerQueue } from '../messaging/brokerQueue';
import { MODULES } from '../modules/registry';

/**
 * The RabbitMQ queues the modules consume, on every instance whose configuration names a
 * broker: started when the server is ready, closed (the batch in hand acknowledged) when it
 * closes. A lost broker is not a reason to stop serving requests, so it is not a readiness
 * check: the metrics and the logs tell it.
 */
async function brokerQueues(app: FastifyInstance) {
  const consumers = MODULES.flatMap((module) => module.brokerQueues ?? []).flatMap((consumer) => {
    const source = consumer.source(app.config);
    return source ? [{ ...source, take: consumer.take(app) }] : [];
  });
  if (consumers.length === 0) return;
  const running = new Map<string, BrokerQueue>();
  const statsOf = (
    collect: (queue: string, queueStats: ReturnType<BrokerQueue['stats']>) => void,
  ) => running.forEach((consumer, queue) => collect(queue, consumer.stats()));
  new Gauge({
    name: 'broker_queue_connected',
    help: 'Whether this instance is connected to the broker and consuming the queue (1) or not (0)',
    labelNames: ['queue'],
    registers: [app.metrics],
    collect() {
      statsOf((queue, stats) => this.set({ queue }, stats.connected ? 1 : 0));
    },
  });
  for (const [name, help, key] of [
    ['broker_queue_messages_taken_total', 'Queued messages taken and acknowledged', 'taken'],
    [
      'broker_queue_messages_dead_lettered_total',
      'Queued messages refused to <queue>.dead',
      'deadLettered',
    ],
    ['broker_queue_reconnects_total', 'Reconnections to the broker scheduled', 'reconnects'],
  ] as const)
    new Counter({
      name,
      help,
      labelNames: ['queue'],
      registers: [app.metrics],
      collect() {
        this.reset();
        statsOf((queue, stats) => this.inc({ queue }, stats[key]));
      },
    });
  app.addHook('onReady', async () => {
    for (const { url, queue, take } of consumers)
      running.set(queue, consumeBrokerQueue({ url, queue, take, log: app.log }));
  });
  app.addHook('onClose', async () => {
    await Promise.all([...running.values()].map((consumer) => consumer.close()));
  });
}

export default fp(brokerQueues, { name: 'brokerQueues', dependencies: ['metrics'] });
