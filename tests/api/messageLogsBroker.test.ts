import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail, MessageRecord } from '../../contract/messageLogs';
import { connect, type Db, type DialectName } from '../../server/db/connect';
import { DEMO } from '../../server/lifecycle/seed/demo';
import Fastify from 'fastify';
import { consumeBrokerQueue, REFUSAL_HEADERS } from '../../server/messaging/brokerQueue';
import { startServerProcess } from '../../scripts/server-process';
import {
  AMQP_URL,
  brokerClient,
  canCloseConnections,
  closeConsumerConnections,
  eventually,
  uniqueQueue,
} from './broker.fixtures';
import { otherMainAccount } from './devtools.fixtures';
import { backends, call, createPostgresDatabase, startApp, type TestContext } from './harness';
import { messageEvent } from './messageLogs.fixtures';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.runIf(AMQP_URL).each(backends())('message events from RabbitMQ on %s', (backend) => {
  const queue = uniqueQueue();
  let broker: Awaited<ReturnType<typeof brokerClient>>;
  let ctx: TestContext;
  let account: { id: string; token: string };
  const logs: string[] = [];
  beforeAll(async () => {
    broker = await brokerClient(queue);
    ctx = await startApp(backend, {
      seed: false,
      env: {
        MESSAGE_EVENTS_AMQP_URL: AMQP_URL,
        MESSAGE_EVENTS_QUEUE: queue,
        METRICS_TOKEN: 'metrics-secret',
      },
      logStream: { write: (line) => logs.push(line) },
    });
    account = await otherMainAccount(ctx.db);
  });
  afterAll(async () => {
    await ctx?.close();
    await broker?.close();
  });

  const one = (id: string) =>
    call<MessageDetail>(ctx.app, 'GET', `/v1/messages/${id}`, { token: account.token });
  const listed = async () =>
    (
      await call<{ list: MessageRecord[] }>(ctx.app, 'GET', '/v1/messages?pageSize=100', {
        token: account.token,
      })
    ).body.data.list;

  it('takes published events as the HTTP batch does: listed, furthest status, a repeat changes nothing', async () => {
    const accepted = messageEvent(account.id, {
      messageId: 'amqp-a',
      status: 'accepted',
      at: minutesAgo(3),
    });
    await broker.publish([
      messageEvent(account.id, { messageId: 'amqp-a', status: 'delivered', at: minutesAgo(2) }),
      accepted,
      messageEvent(account.id, { messageId: 'amqp-b', status: 'sent', at: minutesAgo(1) }),
      accepted,
    ]);
    await eventually(async () => (await listed()).length === 2);
    const { body } = await one('amqp-a');
    expect(body.data.status).toBe('delivered');
    expect(body.data.journey.map((step) => step.status)).toEqual(['accepted', 'delivered']);
    expect(await broker.waiting()).toBe(0);
    expect(await broker.deadLetters(1, 500)).toEqual([]);
  });

  it('refuses an invalid event to the dead-letter queue with its reason, and takes the rest', async () => {
    const unknownStatus = messageEvent(account.id, { messageId: 'amqp-bad-1', status: 'lost' });
    const badNumber = messageEvent(account.id, { messageId: 'amqp-bad-2', to: '+5511' });
    const unknownAccount = messageEvent('no-such-account', { messageId: 'amqp-bad-3' });
    const good = messageEvent(account.id, { messageId: 'amqp-good' });
    await broker.publish([unknownStatus, badNumber, 'not json', unknownAccount, good]);
    const dead = await broker.deadLetters(4);
    expect(
      dead.map((message) => [
        message.content.toString(),
        message.properties.headers?.[REFUSAL_HEADERS.reason],
        message.properties.headers?.[REFUSAL_HEADERS.field],
      ]),
    ).toEqual([
      [JSON.stringify(unknownStatus), 'unknownStatus', 'status'],
      [JSON.stringify(badNumber), 'invalidNumber', 'to'],
      ['not json', 'invalidEvent', undefined],
      [JSON.stringify(unknownAccount), 'unknownAccount', 'accountId'],
    ]);
    await eventually(async () => (await one('amqp-good')).status === 200);
    expect((await one('amqp-bad-1')).status).toBe(404);
  });

  it('consumes again after the broker closes its connection, and logs it', async (context) => {
    if (!(await canCloseConnections())) context.skip('rabbitmqctl cannot reach the broker here');
    expect(await closeConsumerConnections(queue)).toBe(1);
    await broker.publish([messageEvent(account.id, { messageId: 'amqp-after' })]);
    await eventually(async () => (await one('amqp-after')).status === 200, 20_000);
    expect(logs.join('')).toMatch(/broker connection lost: reconnecting/);
    expect(logs.join('')).toMatch(/consuming message events from the broker/);
    const metrics = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-secret' },
    });
    expect(metrics.body).toContain(`broker_queue_connected{queue="${queue}"} 1`);
    expect(metrics.body).toMatch(
      new RegExp(`broker_queue_reconnects_total{queue="${queue}"} [1-9]`),
    );
    expect(metrics.body).toContain(`broker_queue_messages_dead_lettered_total{queue="${queue}"} 4`);
  }, 60_000);
});

/** A database of the test's own, that two server processes in turn run on. */
async function ownDatabase(backend: DialectName) {
  if (backend === 'postgres') return createPostgresDatabase();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-broker-'));
  return {
    url: `sqlite:${path.join(folder, 'console.db')}`,
    drop: async () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

const countOf = async (db: Db, table: 'messages' | 'message_events', prefix: string) =>
  Number(
    (
      await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'like', `${prefix}%`)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.runIf(AMQP_URL).each(backends())('a consumer killed mid-batch on %s', (backend) => {
  const MESSAGES = 1500;
  const STATUSES = ['accepted', 'sent', 'delivered'] as const;
  const REPEATS = 200;

  it('loses nothing and counts nothing twice: another instance takes what was not acknowledged', async () => {
    const queue = uniqueQueue();
    const broker = await brokerClient(queue);
    const database = await ownDatabase(backend);
    const env = {
      DATABASE_URL: database.url,
      MESSAGE_EVENTS_AMQP_URL: AMQP_URL,
      MESSAGE_EVENTS_QUEUE: queue,
    };
    const first = await startServerProcess(env);
    const db = connect(database.url);
    try {
      const { id: mainId } = await db.kysely
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', DEMO.email)
        .executeTakeFirstOrThrow();
      const events = Array.from({ length: MESSAGES }, (_, n) =>
        STATUSES.map((status, step) =>
          messageEvent(mainId, {
            id: `crash-${n}-${status}`,
            messageId: `crash-${n}`,
            status,
            to: `+55119${String(10_000_000 + n).slice(-8)}`,
            at: minutesAgo(30 - step),
          }),
        ),
      ).flat();
      // out of order, with some events published twice as a retrying platform does
      const shuffled = [...events, ...events.slice(0, REPEATS)].sort(() => Math.random() - 0.5);
      await broker.publish(shuffled);

      await eventually(async () => (await countOf(db, 'message_events', 'crash-')) > 0, 30_000);
      process.kill(first.pid, 'SIGKILL');
      await first.exited;
      const takenBeforeKill = await countOf(db, 'message_events', 'crash-');
      expect(takenBeforeKill).toBeLessThan(events.length);

      const second = await startServerProcess(env);
      try {
        await eventually(
          async () => (await countOf(db, 'message_events', 'crash-')) === events.length,
          60_000,
        );
        await eventually(async () => (await broker.waiting()) === 0);
      } finally {
        await second.stop();
      }
      // SIGTERM: the consumer let go of its batch and its connection, and the process ended well
      expect(await second.exited).toBe(0);
      expect(await countOf(db, 'messages', 'crash-')).toBe(MESSAGES);
      const statuses = await db.kysely
        .selectFrom('messages')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('id', 'like', 'crash-%')
        .groupBy('status')
        .execute();
      expect(statuses.map((row) => [row.status, Number(row.n)])).toEqual([['delivered', MESSAGES]]);
      const counted = await sql<{ status: string; n: number }>`
        select status, sum(messages) as n from message_days where main_id = ${mainId}
        group by status having sum(messages) > 0 order by status`.execute(db.kysely);
      const rows = await sql<{ status: string; n: number }>`
        select status, count(*) as n from messages where main_id = ${mainId}
        group by status order by status`.execute(db.kysely);
      expect(counted.rows.map((row) => [row.status, Number(row.n)])).toEqual(
        rows.rows.map((row) => [row.status, Number(row.n)]),
      );
      expect(await broker.deadLetters(1, 500)).toEqual([]);
    } finally {
      await first.stop();
      await db.destroy();
      await database.drop();
      await broker.close();
    }
  }, 240_000);
});

describe.runIf(AMQP_URL)('a batch the database fails to take', () => {
  it('stays in the queue and is taken whole a moment later', async () => {
    const queue = uniqueQueue();
    const broker = await brokerClient(queue);
    const seen: unknown[][] = [];
    const consumer = consumeBrokerQueue({
      url: AMQP_URL,
      queue,
      log: Fastify().log,
      take: async (bodies) => {
        seen.push(bodies);
        if (seen.length === 1) throw new Error('database unreachable');
        return bodies.map(() => null);
      },
    });
    try {
      await broker.publish([{ n: 1 }, { n: 2 }]);
      await eventually(async () => consumer.stats().taken === 2);
      expect(seen.map((bodies) => bodies.length)).toEqual([2, 2]);
      expect(seen[1]).toEqual([{ n: 1 }, { n: 2 }]);
      expect(await broker.waiting()).toBe(0);
    } finally {
      await consumer.close();
      await broker.close();
    }
  });
});
