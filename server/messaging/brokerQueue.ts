import { connect, type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';

/** Why a queued message was not taken: it goes to the dead-letter queue with these headers. */
export interface QueueRefusal {
  reason: string;
  field?: string;
}

/**
 * Takes a batch of queued messages, each its parsed JSON (undefined when it is not JSON), and
 * answers, in the same order, null for one taken (or taken before) or why it is refused. It
 * resolves only once what it took is committed; a throw leaves the whole batch in the queue.
 */
export type TakeBatch = (bodies: unknown[]) => Promise<(QueueRefusal | null)[]>;

export interface BrokerQueueOptions {
  url: string;
  queue: string;
  take: TakeBatch;
  log: FastifyBaseLogger;
  /** Most messages taken in one batch (the broker lends twice as many at once). */
  batchSize?: number;
  /** The longest the first message of a batch waits for others. */
  batchWaitMs?: number;
}

export interface BrokerQueueStats {
  connected: boolean;
  taken: number;
  deadLettered: number;
  reconnects: number;
}

export interface BrokerQueue {
  stats: () => BrokerQueueStats;
  /** Stops taking, finishes the batch in hand (committed, acknowledged) and disconnects. */
  close: () => Promise<void>;
}

/** The queue a refused message goes to, beside the one it came from. */
export const deadLetterQueue = (queue: string) => `${queue}.dead`;

/** Headers of a dead-lettered message: why it was refused. */
export const REFUSAL_HEADERS = { reason: 'x-refused-reason', field: 'x-refused-field' } as const;

const RETRY_AFTER_FAILURE_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const parsed = (message: ConsumeMessage): unknown => {
  try {
    return JSON.parse(message.content.toString('utf8'));
  } catch {
    return undefined;
  }
};

/**
 * Consumes a durable RabbitMQ queue in batches: each batch is handed to `take`, then its
 * refused messages are published (confirmed) to `<queue>.dead` with the reason in headers,
 * and only then is the batch acknowledged, so a crash at any point leaves every message
 * either committed or still in the queue. The connection recovers by itself with backoff
 * when the broker restarts or drops it.
 */
export function consumeBrokerQueue(options: BrokerQueueOptions): BrokerQueue {
  const { queue, take } = options;
  const batchSize = options.batchSize ?? 500;
  const batchWaitMs = options.batchWaitMs ?? 50;
  const log = options.log.child({ component: 'broker', queue });
  const stats: BrokerQueueStats = { connected: false, taken: 0, deadLettered: 0, reconnects: 0 };
  let stopping = false;
  let flushPending = () => undefined as void;
  let cancelConsumer = async () => undefined as void;
  // batches run one after another: their acknowledgements cover everything delivered before
  let work: Promise<void> = Promise.resolve();

  /** Takes a batch, dead-letters its refused messages (confirmed), then acknowledges it. */
  async function settle(channel: ConfirmChannel, batch: ConsumeMessage[]) {
    const refusals = await take(batch.map(parsed));
    for (const [index, refusal] of refusals.entries()) {
      if (!refusal) continue;
      const message = batch[index];
      channel.sendToQueue(deadLetterQueue(queue), message.content, {
        ...message.properties,
        persistent: true,
        headers: {
          ...message.properties.headers,
          [REFUSAL_HEADERS.reason]: refusal.reason,
          ...(refusal.field !== undefined && { [REFUSAL_HEADERS.field]: refusal.field }),
        },
      });
    }
    const refused = refusals.filter(Boolean).length;
    if (refused > 0) await channel.waitForConfirms();
    channel.ack(batch[batch.length - 1], true);
    stats.deadLettered += refused;
    stats.taken += batch.length;
  }

  /**
   * A batch whose taking or dead-lettering failed (the database, the broker refusing a
   * publish) goes back to the queue whole, a moment later: what was committed is a repeat then.
   */
  async function takeBatch(channel: ConfirmChannel, batch: ConsumeMessage[]) {
    try {
      await settle(channel, batch);
    } catch (error) {
      log.error({ err: error }, 'message events not taken: left in the queue, retried');
      await sleep(RETRY_AFTER_FAILURE_MS);
      channel.nack(batch[batch.length - 1], true, true);
    }
  }

  async function setup(model: ChannelModel) {
    const channel = await model.createConfirmChannel();
    await channel.assertQueue(queue, { durable: true });
    await channel.assertQueue(deadLetterQueue(queue), { durable: true });
    await channel.prefetch(batchSize * 2);
    let pending: ConsumeMessage[] = [];
    let timer: NodeJS.Timeout | null = null;
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      work = work
        .then(() => takeBatch(channel, batch))
        .catch((error: unknown) => {
          // the channel went away: what it did not acknowledge is delivered again
          log.warn({ err: error }, 'batch not acknowledged: the broker delivers it again');
        });
    };
    flushPending = flush;
    channel.on('error', (error: Error) => log.warn({ err: error }, 'broker channel error'));
    channel.on('close', () => {
      if (timer) clearTimeout(timer);
      pending = [];
      // a channel closed under a live connection (the queue deleted…): reconnect from scratch
      if (!stopping) model.close().catch(() => undefined);
    });
    const { consumerTag } = await channel.consume(queue, (message) => {
      if (!message) return;
      pending.push(message);
      if (pending.length >= batchSize) flush();
      else timer ??= setTimeout(flush, batchWaitMs);
    });
    cancelConsumer = async () => {
      await channel.cancel(consumerTag);
    };
  }

  const connection = connect(options.url, {
    clientProperties: { connection_name: `console ${queue}` },
    recovery: { initialDelay: 500, maxDelay: 30_000, waitForConnect: false, setup },
  });
  const ready = connection.then((model) => {
    model.on('connect', () => {
      stats.connected = true;
      log.info('consuming message events from the broker');
    });
    model.on('disconnect', (error: Error) => {
      stats.connected = false;
      log.warn({ err: error }, 'broker connection lost: reconnecting');
    });
    model.on('connect-failed', (error: Error) =>
      log.warn({ err: error }, 'broker not reachable: retrying'),
    );
    model.on('reconnect-scheduled', ({ delay }: { delay: number }) => {
      stats.reconnects += 1;
      log.info({ delayMs: delay }, 'reconnecting to the broker');
    });
    model.on('error', (error: Error) => log.warn({ err: error }, 'broker connection error'));
    return model;
  });

  return {
    stats: () => ({ ...stats }),
    close: async () => {
      stopping = true;
      const model = await ready;
      if (stats.connected) await cancelConsumer().catch(() => undefined);
      flushPending();
      await work;
      await model.close();
      stats.connected = false;
    },
  };
}
