import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { connect, type ChannelModel, type ConfirmChannel, type GetMessage } from 'amqplib';
import { deadLetterQueue } from '../../server/messaging/brokerQueue';

export const AMQP_URL = process.env.TEST_AMQP_URL as string;

/** A queue name of the test's own, so tests on one broker never see each other's messages. */
export const uniqueQueue = () => `test-events-${randomBytes(4).toString('hex')}`;

/** The platform's side of the broker: publishes events to a queue and reads its dead letters. */
export async function brokerClient(queue: string) {
  const connection: ChannelModel = await connect(AMQP_URL);
  const channel: ConfirmChannel = await connection.createConfirmChannel();
  await channel.assertQueue(queue, { durable: true });
  await channel.assertQueue(deadLetterQueue(queue), { durable: true });
  return {
    /** Publishes each item (an object as JSON, a string as is), persistent and confirmed. */
    publish: async (items: unknown[]) => {
      for (const item of items)
        channel.sendToQueue(
          queue,
          Buffer.from(typeof item === 'string' ? item : JSON.stringify(item)),
          { persistent: true, contentType: 'application/json' },
        );
      await channel.waitForConfirms();
    },
    /** The messages waiting in the queue, not yet delivered to a consumer. */
    waiting: async () => (await channel.checkQueue(queue)).messageCount,
    /** Waits until the dead-letter queue holds `count` messages, then takes them. */
    deadLetters: async (count: number, timeoutMs = 10_000) => {
      const found: GetMessage[] = [];
      const deadline = Date.now() + timeoutMs;
      while (found.length < count && Date.now() < deadline) {
        const message = await channel.get(deadLetterQueue(queue), { noAck: true });
        if (message) found.push(message);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return found;
    },
    close: async () => {
      await channel.deleteQueue(queue);
      await channel.deleteQueue(deadLetterQueue(queue));
      await connection.close();
    },
  };
}

const run = promisify(execFile);

/** Whether this machine can tell its broker to close a connection (`rabbitmqctl`, as root). */
export const canCloseConnections = async () =>
  run('rabbitmqctl', ['-q', 'status'], { timeout: 30_000 }).then(
    () => true,
    () => false,
  );

/**
 * Has the broker close, from its side, the console's connections consuming `queue` (their
 * client name says the queue), as a broker restart or an operator does. Answers how many.
 */
export async function closeConsumerConnections(queue: string) {
  const { stdout } = await run(
    'rabbitmqctl',
    ['-q', 'list_connections', '--no-table-headers', 'pid', 'client_properties'],
    { timeout: 30_000 },
  );
  const pids = stdout
    .split('\n')
    .filter((line) => line.includes(`console ${queue}`))
    .map((line) => line.split('\t')[0]);
  for (const pid of pids)
    await run('rabbitmqctl', ['-q', 'close_connection', pid, 'closed by a test'], {
      timeout: 30_000,
    });
  return pids.length;
}

/** Waits until `check` answers true, or fails after the timeout. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not so within ${timeoutMs} ms`);
}
