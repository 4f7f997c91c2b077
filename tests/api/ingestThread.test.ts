import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestThread } from '../../server/ingestThread';
import type { MessageIngest } from '../../server/modules/messageLogs/messageIngest';
import { backends, startApp, type TestContext } from './harness';
import { messageEvent, postEvents } from './messageLogs.fixtures';
import { demoMainId, OPERATOR_TOKEN } from './wallet.fixtures';

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the message ingest thread (SQLite)', () => {
  let context: TestContext;
  let ingest: MessageIngest;
  let accountId: string;

  beforeAll(async () => {
    context = await startApp('sqlite');
    ingest = ingestThread(context.db.url, silent);
    accountId = await demoMainId(context.db);
  });
  afterAll(async () => {
    await ingest.close();
    await context.close();
  });

  const messagesOf = async (ids: string[]) =>
    context.db.kysely
      .selectFrom('messages')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .execute();

  it('commits batches taken at once through its own connection, read at once by the server’s', async () => {
    const batches = [0, 1, 2].map((n) => [
      messageEvent(accountId, { messageId: `thread-${n}`, status: 'sent' }),
      messageEvent(accountId, { messageId: `thread-${n}`, status: 'delivered' }),
    ]);
    const results = await Promise.all(batches.map((events) => ingest.record(events)));
    expect(results).toEqual(batches.map(() => ({ accepted: 2, duplicates: 0, refused: [] })));
    expect(await messagesOf(['thread-0', 'thread-1', 'thread-2'])).toHaveLength(3);
    expect((await messagesOf(['thread-1']))[0].status).toBe('delivered');
  });

  it('lets a transaction of the server’s that read before the thread wrote still write', async () => {
    const events = [messageEvent(accountId, { messageId: 'thread-waits' })];
    let recording: Promise<unknown> = Promise.resolve();
    await context.db.kysely.transaction().execute(async (trx) => {
      await trx.selectFrom('accounts').select('id').where('id', '=', accountId).execute();
      recording = ingest.record(events);
      // time for the thread to commit, were it not waiting for this transaction to end
      await sleep(500);
      await trx
        .updateTable('accounts')
        .set({ updated_at: Date.now() })
        .where('id', '=', accountId)
        .execute();
    });
    expect(await recording).toEqual({ accepted: 1, duplicates: 0, refused: [] });
    expect(await messagesOf(['thread-waits'])).toHaveLength(1);
  });

  it('closes after the batches in hand, and the next batch starts a thread again', async () => {
    const events = [messageEvent(accountId, { messageId: 'thread-after-close' })];
    const inHand = ingest.record([messageEvent(accountId, { messageId: 'thread-in-hand' })]);
    await ingest.close();
    expect((await inHand).accepted).toBe(1);
    expect((await ingest.record(events)).accepted).toBe(1);
    expect(await messagesOf(['thread-in-hand', 'thread-after-close'])).toHaveLength(2);
  });

  it('fails the batches of a thread that cannot open the database', async () => {
    const broken = ingestThread('sqlite:/dev/null/console.db', silent);
    await expect(broken.record([messageEvent(accountId)])).rejects.toThrow(/stopped|failed/);
    await broken.close();
  });
});

describe.each(backends())('a server with MESSAGE_INGEST_THREAD=1 (%s)', (backend) => {
  let context: TestContext;
  let accountId: string;

  beforeAll(async () => {
    context = await startApp(backend, { env: { MESSAGE_INGEST_THREAD: '1', OPERATOR_TOKEN } });
    accountId = await demoMainId(context.db);
  });
  afterAll(() => context.close());

  it('takes the platform’s batch on its thread, with the delivery alerts’ counts in its transaction', async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const events = [
      messageEvent(accountId, { messageId: 'threaded-1', to: '+4915112345678', at }),
      messageEvent(accountId, {
        messageId: 'threaded-1',
        to: '+4915112345678',
        status: 'delivered',
        at,
      }),
      messageEvent(accountId, {
        messageId: 'threaded-2',
        to: '+4915112345679',
        status: 'failed',
        errorCode: '30003',
        at,
      }),
      messageEvent(accountId, { messageId: 'threaded-3', to: 'not a number', at }),
    ];
    const { status, body } = await postEvents(context.app, events);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      accepted: 3,
      duplicates: 0,
      refused: [{ index: 3, reason: 'invalidNumber', field: 'to' }],
    });
    const slots = await context.db.kysely
      .selectFrom('delivery_slots')
      .select(['delivered', 'failed'])
      .where('main_id', '=', accountId)
      .where('country', '=', 'DE')
      .execute();
    expect(slots.reduce((sum, slot) => sum + slot.delivered, 0)).toBe(1);
    expect(slots.reduce((sum, slot) => sum + slot.failed, 0)).toBe(1);
    expect((await postEvents(context.app, events)).body.data.duplicates).toBe(3);
  });
});
