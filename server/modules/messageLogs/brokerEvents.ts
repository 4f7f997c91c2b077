import type { QueueRefusal } from '../../messaging/brokerQueue';
import type { BrokerQueueConsumer } from '../module';

/**
 * The platform's events from RabbitMQ (MESSAGE_EVENTS_AMQP_URL), one event per message,
 * taken by the same ingest as the HTTP batch: a refused event goes to the dead-letter queue
 * with the ingest's reason, a repeated one is acknowledged as taken.
 */
export const messageEventsQueue: BrokerQueueConsumer = {
  source: (config) =>
    config.messageEventsAmqpUrl
      ? { url: config.messageEventsAmqpUrl, queue: config.messageEventsQueue }
      : null,
  take: (app) => async (bodies) => {
    const { refused } = await app.messageIngest.record(bodies);
    const refusals: (QueueRefusal | null)[] = bodies.map(() => null);
    for (const { index, reason, field } of refused) refusals[index] = { reason, field };
    return refusals;
  },
};
