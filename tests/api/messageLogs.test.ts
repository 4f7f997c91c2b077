import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail, MessageRecord } from '../../contract/messageLogs';
import { makeKey, otherMainAccount } from './devtools.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { messageEvent, postEvents } from './messageLogs.fixtures';
import { CUSTOM_PASSWORD, makeRole, makeSub, makeSubWith } from './users.fixtures';
import { OPERATOR_TOKEN } from './wallet.fixtures';

type Page = {
  list: MessageRecord[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
};

const START = Date.now();
const minutesAgo = (minutes: number) => new Date(START - minutes * 60_000).toISOString();

describe.each(backends())('message events and the messages list on %s', (backend) => {
  let ctx: TestContext;
  let account: { id: string; token: string };
  beforeAll(async () => {
    ctx = await startApp(backend, { seed: false, env: { OPERATOR_TOKEN } });
    account = await otherMainAccount(ctx.db);
  });
  afterAll(() => ctx.close());

  const list = async (query: string, token = account.token) =>
    call<Page>(ctx.app, 'GET', `/v1/messages?${query}`, { token });
  const one = async (id: string, token = account.token, language?: string) =>
    call<MessageDetail>(ctx.app, 'GET', `/v1/messages/${encodeURIComponent(id)}`, {
      token,
      language,
    });

  it('takes a batch, and a retried batch changes nothing', async () => {
    const events = [
      messageEvent(account.id, { messageId: 'retry-1', status: 'accepted', at: minutesAgo(5) }),
      messageEvent(account.id, { messageId: 'retry-1', status: 'delivered', at: minutesAgo(4) }),
    ];
    const first = await postEvents(ctx.app, events);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ accepted: 2, duplicates: 0, refused: [] });
    const again = await postEvents(ctx.app, events);
    expect(again.body.data).toEqual({ accepted: 0, duplicates: 2, refused: [] });
    const { body } = await one('retry-1');
    expect(body.data.status).toBe('delivered');
    expect(body.data.journey.map((step) => step.status)).toEqual(['accepted', 'delivered']);
  });

  it('keeps the furthest status whatever the order, and the earliest time as the sending time', async () => {
    const id = 'order-1';
    await postEvents(ctx.app, [
      messageEvent(account.id, { messageId: id, status: 'read', at: minutesAgo(1) }),
    ]);
    await postEvents(ctx.app, [
      messageEvent(account.id, { messageId: id, status: 'sent', at: minutesAgo(3) }),
      messageEvent(account.id, { messageId: id, status: 'delivered', at: minutesAgo(2) }),
    ]);
    const { body } = await one(id);
    expect(body.data.status).toBe('read');
    expect(body.data.createdAt).toBe(body.data.journey[0].at);
    expect(body.data.journey.map((step) => [step.status, step.sinceFirstMs])).toEqual([
      ['sent', 0],
      ['delivered', 60_000],
      ['read', 120_000],
    ]);
    // a failure is the outcome even after a delivery was reported
    await postEvents(ctx.app, [
      messageEvent(account.id, {
        messageId: id,
        status: 'failed',
        errorCode: '30003',
        at: minutesAgo(0.5),
      }),
    ]);
    const failed = await one(id, account.token, 'zh_CN');
    expect(failed.body.data.status).toBe('failed');
    expect(failed.body.data.error?.code).toBe('30003');
    expect(failed.body.data.error?.meaning).toMatch(/关机/);
  });

  it('refuses bad events by index and takes the rest, leaving nothing of the refused', async () => {
    const other = await otherMainAccount(ctx.db);
    await postEvents(ctx.app, [messageEvent(other.id, { messageId: 'theirs-1' })]);
    const events = [
      messageEvent(account.id, { messageId: 'part-ok-1' }),
      messageEvent('no-such-account', { messageId: 'part-bad-1' }),
      messageEvent(account.id, { messageId: 'part-bad-2', to: '+1555' }),
      messageEvent(account.id, { messageId: 'part-bad-3', status: 'teleported' }),
      messageEvent(account.id, { messageId: 'part-bad-4', channel: 'fax' }),
      messageEvent(account.id, { messageId: 'part-bad-5', product: 'nothing' }),
      messageEvent(account.id, { messageId: 'part-bad-6', apiKeyId: 'not-a-key' }),
      messageEvent(account.id, { messageId: 'theirs-1' }),
      messageEvent(account.id, { messageId: 'part-bad-7', at: '2001-01-01T00:00:00Z' }),
      messageEvent(account.id, { messageId: 'part-ok-2', status: 'delivered' }),
    ];
    const { status, body } = await postEvents(ctx.app, events);
    expect(status).toBe(200);
    expect(body.data.accepted).toBe(2);
    expect(body.data.refused).toEqual([
      { index: 1, reason: 'unknownAccount', field: 'accountId' },
      { index: 2, reason: 'invalidNumber', field: 'to' },
      { index: 3, reason: 'unknownStatus', field: 'status' },
      { index: 4, reason: 'invalidEvent', field: 'channel' },
      { index: 5, reason: 'unknownProduct', field: 'product' },
      { index: 6, reason: 'unknownApiKey', field: 'apiKeyId' },
      { index: 7, reason: 'otherAccountsMessage', field: 'messageId' },
      { index: 8, reason: 'invalidEvent', field: 'at' },
    ]);
    const refusedIds = events.slice(1, 9).map((event) => event.id as string);
    const written = await ctx.db.kysely
      .selectFrom('message_events')
      .select('id')
      .where('id', 'in', refusedIds)
      .execute();
    expect(written).toEqual([]);
    expect((await one('part-ok-2')).body.data.status).toBe('delivered');
    expect((await one('theirs-1')).status).toBe(404);
  });

  it('takes a full batch of 1,000: refusals by their index in the batch, a message moved on across it', async () => {
    const events = Array.from({ length: 1_000 }, (_, n) =>
      messageEvent(account.id, { messageId: `full-${n % 500}`, at: minutesAgo(10) }),
    );
    events[999] = messageEvent(account.id, {
      messageId: 'full-0',
      status: 'delivered',
      at: minutesAgo(9),
    });
    events[150] = messageEvent('no-such-account', { messageId: 'full-bad-150' });
    events[998] = messageEvent(account.id, { messageId: 'full-bad-998', to: '+1555' });
    const { body } = await postEvents(ctx.app, events);
    expect(body.data).toEqual({
      accepted: 998,
      duplicates: 0,
      refused: [
        { index: 150, reason: 'unknownAccount', field: 'accountId' },
        { index: 998, reason: 'invalidNumber', field: 'to' },
      ],
    });
    const { body: first } = await one('full-0');
    expect(first.data.journey.map((step) => step.status)).toEqual(['sent', 'sent', 'delivered']);
    expect(first.data.status).toBe('delivered');
    const again = await postEvents(ctx.app, events);
    expect(again.body.data.duplicates).toBe(998);
    expect(again.body.data.accepted).toBe(0);
  });

  it('answers a batch of refused events alone, writing nothing', async () => {
    const { status, body } = await postEvents(ctx.app, [{ id: 'only-bad' }, 'not an event']);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      accepted: 0,
      duplicates: 0,
      refused: [
        { index: 0, reason: 'invalidEvent', field: 'messageId' },
        { index: 1, reason: 'invalidEvent' },
      ],
    });
  });

  it('refuses a batch without the operator token, empty or too large', async () => {
    expect((await postEvents(ctx.app, [messageEvent(account.id)], 'wrong')).status).toBe(403);
    expect((await postEvents(ctx.app, [])).status).toBe(400);
    const many = Array.from({ length: 1001 }, () => messageEvent(account.id));
    expect((await postEvents(ctx.app, many)).status).toBe(400);
  });

  it("answers another account's message and an unknown id alike: 404", async () => {
    const other = await otherMainAccount(ctx.db);
    await postEvents(ctx.app, [messageEvent(other.id, { messageId: 'private-1' })]);
    expect((await one('private-1')).status).toBe(404);
    expect((await one('never-sent')).status).toBe(404);
    expect((await one('private-1', other.token)).status).toBe(200);
  });

  it('finds a number as a person types it, and a message by its id', async () => {
    const mine = await otherMainAccount(ctx.db);
    await postEvents(ctx.app, [
      messageEvent(mine.id, { messageId: 'br-1', to: '+5511987654321' }),
      messageEvent(mine.id, { messageId: 'br-2', to: '+5521987654321' }),
      messageEvent(mine.id, { messageId: 'gb-1', to: '+447400123456' }),
    ]);
    const ids = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`, mine.token)).body.data.list.map((m) => m.id).sort();
    expect(await ids('+55 11 9876')).toEqual(['br-1']);
    expect(await ids('5511')).toEqual(['br-1']);
    expect(await ids('+55')).toEqual(['br-1', 'br-2']);
    expect(await ids('55 21-98')).toEqual(['br-2']);
    expect(await ids('+447400123456')).toEqual(['gb-1']);
    expect(await ids('gb-1')).toEqual(['gb-1']);
    const { body } = await list('q=gb-1', mine.token);
    expect(body.data.list[0]).toMatchObject({
      to: '+447400123456',
      country: 'GB',
      numberType: 'MOBILE',
    });
  });

  it('pages by cursor without gaps or repeats, newest first, over many messages at one time', async () => {
    const mine = await otherMainAccount(ctx.db);
    const same = minutesAgo(10);
    const events = Array.from({ length: 53 }, (_, n) =>
      messageEvent(mine.id, { messageId: `page-${n}`, at: n % 3 === 0 ? same : minutesAgo(n) }),
    );
    await postEvents(ctx.app, events);
    const seen: MessageRecord[] = [];
    let cursor: string | null = null;
    do {
      const { body } = await list(
        `pageSize=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        mine.token,
      );
      expect(body.data.total).toBe(53);
      expect(body.data.totalCapped).toBe(false);
      seen.push(...body.data.list);
      cursor = body.data.nextCursor;
    } while (cursor);
    expect(seen.map((m) => m.id).sort()).toEqual(events.map((e) => e.messageId as string).sort());
    const times = seen.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('counts the total up to ten pages past the page shown, then says it is more', async () => {
    const mine = await otherMainAccount(ctx.db);
    await postEvents(
      ctx.app,
      Array.from({ length: 53 }, (_, n) => messageEvent(mine.id, { at: minutesAgo(n + 1) })),
    );
    const first = await list('pageSize=5', mine.token);
    expect(first.body.data).toMatchObject({ total: 50, totalCapped: true });
    const second = await list(
      `pageSize=5&page=2&cursor=${encodeURIComponent(first.body.data.nextCursor ?? '')}`,
      mine.token,
    );
    expect(second.body.data).toMatchObject({ total: 53, totalCapped: false });
    expect(second.body.data.list).toHaveLength(5);
    expect((await list('pageSize=5&page=0', mine.token)).status).toBe(400);
  });

  it('lists the last 24 hours unless asked otherwise, and filters', async () => {
    const mine = await otherMainAccount(ctx.db);
    await postEvents(ctx.app, [
      messageEvent(mine.id, { messageId: 'old-1', at: minutesAgo(60 * 30) }),
      messageEvent(mine.id, {
        messageId: 'wa-1',
        product: 'whatsapp',
        channel: 'whatsapp',
        status: 'failed',
        errorCode: '131026',
        from: '+14155550100',
      }),
      messageEvent(mine.id, { messageId: 'sms-1' }),
    ]);
    const ids = async (query: string) =>
      (await list(query, mine.token)).body.data.list.map((m) => m.id).sort();
    expect(await ids('')).toEqual(['sms-1', 'wa-1']);
    const twoDays = new Date(Date.now() - 2 * 86_400_000).toISOString();
    expect(await ids(`createdFrom=${encodeURIComponent(twoDays)}`)).toEqual([
      'old-1',
      'sms-1',
      'wa-1',
    ]);
    expect(await ids('channel=whatsapp')).toEqual(['wa-1']);
    expect(await ids('product=whatsapp')).toEqual(['wa-1']);
    expect(await ids('status=failed')).toEqual(['wa-1']);
    expect(await ids('errorCode=131026')).toEqual(['wa-1']);
    expect(await ids('country=BR')).toEqual(['sms-1', 'wa-1']);
    expect(await ids('country=US')).toEqual([]);
    expect(await ids(`from=${encodeURIComponent('+14155550100')}`)).toEqual(['wa-1']);
    expect(await ids('order=asc')).toEqual(['sms-1', 'wa-1']);
  });

  it('answers a clear 400 naming the field for each bad query value', async () => {
    for (const [key, value] of [
      ['pageSize', '0'],
      ['pageSize', '1000'],
      ['cursor', 'nonsense'],
      ['sort', 'password'],
      ['order', 'sideways'],
      ['createdFrom', 'yesterday'],
      ['createdTo', '2026-13-45'],
      ['channel', 'fax'],
      ['status', 'teleported'],
      ['country', 'XX'],
      ['q', 'x'.repeat(65)],
      ['errorCode', 'x'.repeat(17)],
    ]) {
      const { status, body } = await list(`${key}=${encodeURIComponent(value)}`);
      expect([key, status, body.code], value).toEqual([key, 400, '400001']);
      expect(Object.keys((body.data as unknown as { fields: object }).fields), key).toContain(key);
    }
  });

  it('shows a sub-account only the messages it sent, and refuses a role without the group', async () => {
    const main = await otherMainAccount(ctx.db);
    const role = await makeRole(ctx.app, main.token, ['messages']);
    const sub = await makeSub(ctx.app, main.token, role.id);
    const bare = await makeSubWith(ctx.app, main.token, ['order']);
    await postEvents(ctx.app, [
      messageEvent(main.id, { messageId: 'main-sent' }),
      messageEvent(sub.id, { messageId: 'sub-sent' }),
    ]);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const ids = (await list('', subToken)).body.data.list.map((m) => m.id);
    expect(ids).toEqual(['sub-sent']);
    expect((await one('main-sent', subToken)).status).toBe(404);
    expect((await one('sub-sent', subToken)).status).toBe(200);
    expect((await list('', main.token)).body.data.total).toBe(2);

    const bareToken = await signIn(ctx.app, bare.email, CUSTOM_PASSWORD);
    expect((await list('', bareToken)).status).toBe(403);
    expect((await one('sub-sent', bareToken)).status).toBe(403);
  });

  it("shows a sub-account the traffic of the keys it made too, never its main account's keys'", async () => {
    const main = await otherMainAccount(ctx.db);
    const role = await makeRole(ctx.app, main.token, ['messages', 'apiKey']);
    const sub = await makeSub(ctx.app, main.token, role.id);
    const other = await makeSub(ctx.app, main.token, role.id);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const otherToken = await signIn(ctx.app, other.email, CUSTOM_PASSWORD);
    const subKey = await makeKey(ctx.app, subToken, { type: 'sms', name: 'Sub key' });
    const mainKey = await makeKey(ctx.app, main.token, { type: 'sms', name: 'Main key' });
    // the platform names the main account for traffic of any of its keys
    await postEvents(ctx.app, [
      messageEvent(main.id, { messageId: 'by-sub-key', apiKeyId: subKey.id }),
      messageEvent(main.id, { messageId: 'by-main-key', apiKeyId: mainKey.id }),
      messageEvent(sub.id, { messageId: 'named-sub' }),
      messageEvent(main.id, { messageId: 'no-key' }),
    ]);
    const ids = async (token: string) =>
      (await list('', token)).body.data.list.map((m) => m.id).sort();
    expect(await ids(subToken)).toEqual(['by-sub-key', 'named-sub']);
    expect(await ids(otherToken)).toEqual([]);
    expect(await ids(main.token)).toEqual(['by-main-key', 'by-sub-key', 'named-sub', 'no-key']);
    expect((await one('by-sub-key', subToken)).status).toBe(200);
    expect((await one('by-main-key', subToken)).status).toBe(404);
    expect((await one('by-sub-key', otherToken)).status).toBe(404);
  });

  it('pages a sub-account with a key through its messages newest first, each once', async () => {
    const main = await otherMainAccount(ctx.db);
    const role = await makeRole(ctx.app, main.token, ['messages', 'apiKey']);
    const sub = await makeSub(ctx.app, main.token, role.id);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const subKey = await makeKey(ctx.app, subToken, { type: 'sms', name: 'Sub key' });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    // named for it, sent with its key, and both, in turn: the page merges the two and repeats none
    await postEvents(ctx.app, [
      messageEvent(sub.id, { messageId: 'p1', at: minutesAgo(1) }),
      messageEvent(main.id, { messageId: 'p2', apiKeyId: subKey.id, at: minutesAgo(2) }),
      messageEvent(sub.id, { messageId: 'p3', apiKeyId: subKey.id, at: minutesAgo(3) }),
      messageEvent(main.id, { messageId: 'not-its', at: minutesAgo(4) }),
      messageEvent(main.id, { messageId: 'p4', apiKeyId: subKey.id, at: minutesAgo(5) }),
      messageEvent(sub.id, { messageId: 'p5', at: minutesAgo(6) }),
    ]);
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const { data } = (await list(`pageSize=2${cursor}`, subToken)).body;
      seen.push(...data.list.map((m) => m.id));
      expect(data.total).toBe(5);
      if (!data.nextCursor) break;
      cursor = `&cursor=${encodeURIComponent(data.nextCursor)}`;
    }
    expect(seen).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });
});
