import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countCapOf,
  RESPONSE_PREVIEW_CHARS,
  type Callback,
  type CallbackDelivery,
  type CallbackDeliverySummary,
} from '../../contract';
import { buildApp } from '../../server/app';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { otherMainAccount } from './devtools.fixtures';
import { startReceivers, type Receivers } from './receivers';

type Refusal = { fields: Record<string, string> };

const valid = (url: string, extra: Record<string, unknown> = {}) => ({
  channel: 'whatsapp',
  events: ['message.delivered'],
  name: 'Receipts',
  url,
  method: 'POST',
  ...extra,
});

/** Verifies the Standard Webhooks headers as a customer's library does. */
function signedWith(secret: string, headers: IncomingHttpHeaders, payload: string) {
  const signed = {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  };
  try {
    new Webhook(secret).verify(payload, signed);
    return true;
  } catch {
    return false;
  }
}

describe.each(backends())('callback addresses on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let receivers: Receivers;
  beforeAll(async () => {
    receivers = await startReceivers();
    // local receivers are loopback: the tests allow that class, and only that one
    ctx = await startApp(backend, { env: { CALLBACK_ALLOW: 'loopback' } });
    token = await signIn(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });

  const create = (body: unknown, language?: string) =>
    call<Callback & { secret: string } & Refusal>(ctx.app, 'POST', '/v1/callbacks', {
      token,
      body,
      language,
    });
  const count = async () =>
    Number(
      (
        await ctx.db.kysely
          .selectFrom('callbacks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('saves an address that answers 200, signing the check with the secret shown once', async () => {
    const before = receivers.received.length;
    const { status, body } = await create(valid(`${receivers.base}/ok`));
    expect(status).toBe(200);
    expect(body.data.secret).toMatch(/^whsec_/);
    const check = receivers.received[before];
    expect(check.method).toBe('POST');
    expect(JSON.parse(check.body)).toMatchObject({ event: 'connectivity.check' });
    expect(signedWith(body.data.secret, check.headers, check.body)).toBe(true);
    expect(signedWith('whsec_other', check.headers, check.body)).toBe(false);
    const read = await call<Callback>(ctx.app, 'GET', `/v1/callbacks/${body.data.id}`, { token });
    expect(read.body.data).toMatchObject({ name: 'Receipts', channel: 'whatsapp', method: 'POST' });
    expect(JSON.stringify(read.body)).not.toContain(body.data.secret);
  });

  it('sends GET checks with the signed JSON as the payload parameter, with basic credentials', async () => {
    const before = receivers.received.length;
    const { body } = await create(
      valid(`${receivers.base}/ok?source=om`, { method: 'GET', username: 'hook', key: 's3cret' }),
    );
    expect(body.code).toBe('000000');
    expect(body.data).toMatchObject({ username: 'hook', hasKey: true, hasAuthorization: false });
    expect(JSON.stringify(body.data)).not.toContain('s3cret');
    const check = receivers.received[before];
    expect(check.method).toBe('GET');
    const url = new URL(check.url, receivers.base);
    expect(url.searchParams.get('source')).toBe('om');
    const payload = url.searchParams.get('payload') ?? '';
    expect(JSON.parse(payload)).toMatchObject({ event: 'connectivity.check' });
    expect(check.headers.authorization).toBe(
      `Basic ${Buffer.from('hook:s3cret').toString('base64')}`,
    );
    expect(signedWith(body.data.secret, check.headers, payload)).toBe(true);
  });

  it('sends the authorization header as given', async () => {
    const before = receivers.received.length;
    const { body } = await create(
      valid(`${receivers.base}/ok`, { authorization: 'Bearer abc.def' }),
    );
    expect(body.data.hasAuthorization).toBe(true);
    expect(receivers.received[before].headers.authorization).toBe('Bearer abc.def');
  });

  it.each([
    ['/fail', 'The address answered HTTP 500; it must answer HTTP 200.'],
    ['/redirect', 'redirect (HTTP 302)'],
    ['/slow', 'No answer within 3 seconds (timeout)'],
  ])('refuses an address that answers %s, saying why, and saves nothing', async (path, message) => {
    const before = await count();
    const seen = receivers.received.length;
    const { status, body } = await create(valid(`${receivers.base}${path}`));
    expect(status).toBe(422);
    expect(body.code).toBe('422001');
    expect(body.message).toContain(message);
    expect(body.data.fields.url).toContain(message);
    expect(await count()).toBe(before);
    // the redirect was not followed: the receiver saw one request only
    expect(receivers.received.length).toBe(seen + 1);
  });

  it('refuses a receiver that never answers (timeout) and a closed port (refused)', async () => {
    const silent = await create(valid(`http://127.0.0.1:${receivers.silentPort}/hook`));
    expect(silent.status).toBe(422);
    expect(silent.body.message).toContain('timeout');
    const closed = await create(valid(`http://127.0.0.1:${receivers.closedPort}/hook`));
    expect(closed.body.message).toContain('was refused');
  });

  it('reports a DNS failure in words', async () => {
    const { body } = await create(valid('http://nothere.invalid/hook'));
    expect(body.code).toBe('422001');
    expect(body.message).toMatch(/could not be resolved \(DNS failure\)|timeout/);
  });

  it('says what went wrong in Chinese too', async () => {
    const { body } = await create(valid(`${receivers.base}/fail`), 'zh-CN');
    expect(body.message).toContain('地址返回了 HTTP 500');
  });

  it.each([
    [{ url: 'ftp://example.com/hook' }, 'url', 'must start with http:// or https://'],
    [{ url: 'example.com/hook' }, 'url', 'must start with http:// or https://'],
    [{ url: 'http://user:pw@example.com/' }, 'url', 'not a valid web address'],
    [{ url: '' }, 'url', 'Required'],
    [{ events: [] }, 'events', 'at least one event'],
    [{ events: ['otp.sent'] }, 'events', 'events of the selected channel'],
    [{ channel: 'fax' }, 'channel', 'Choose one of the listed values'],
    [{ method: 'PUT' }, 'method', 'Choose one of the listed values'],
    [{ username: 'hook' }, 'key', 'A username needs its key.'],
    [{ key: 'k' }, 'username', 'A key needs its username.'],
    [{ username: 'u', key: 'k', authorization: 'Bearer x' }, 'authorization', 'not both'],
    [{ authorization: 'Bearer x\r\nX-Evil: 1' }, 'authorization', 'Invalid value'],
    [{ name: '' }, 'name', 'Required'],
    [{ name: 'Hooks 🚀' }, 'name', 'Emoji'],
  ])('refuses %j before any request is sent', async (bad, field, message) => {
    const seen = receivers.received.length;
    const { status, body } = await create({ ...valid(`${receivers.base}/ok`), ...bad });
    expect(status).toBe(400);
    expect(body.data.fields[field]).toContain(message);
    expect(receivers.received.length).toBe(seen);
  });

  it('sends a signed test event and keeps it in the delivery log for 30 days', async () => {
    const { body } = await create(valid(`${receivers.base}/ok`));
    const id = body.data.id;
    // a delivery older than 30 days is dropped when the next one is logged
    await ctx.db.kysely
      .insertInto('callback_deliveries')
      .values({
        id: `old${id}`,
        callback_id: id,
        event: 'test.event',
        outcome: 'ok',
        http_status: 200,
        latency_ms: 5,
        detail: null,
        response_excerpt: '',
        created_at: Date.now() - 31 * 86_400_000,
        message_id: null,
        event_id: null,
        attempt: 1,
        request_headers: '{}',
        request_body: '',
      })
      .execute();
    const seen = receivers.received.length;
    const sent = await call<CallbackDelivery>(ctx.app, 'POST', `/v1/callbacks/${id}/test`, {
      token,
    });
    expect(sent.body.data).toMatchObject({ event: 'test.event', outcome: 'ok', httpStatus: 200 });
    expect(sent.body.data.responseExcerpt).toBe('{"received":true}');
    const request = receivers.received[seen];
    expect(signedWith(body.data.secret, request.headers, request.body)).toBe(true);
    const log = await call<{ list: CallbackDelivery[]; total: number }>(
      ctx.app,
      'GET',
      `/v1/callbacks/${id}/deliveries`,
      { token },
    );
    expect(log.body.data.total).toBe(1);
    expect(log.body.data.list[0].id).toBe(sent.body.data.id);
    const old = await ctx.db.kysely
      .selectFrom('callback_deliveries')
      .select('id')
      .where('id', '=', `old${id}`)
      .executeTakeFirst();
    expect(old).toBeUndefined();
  });

  it('logs a failed test event with its reason, and reads at most 4 KB of an answer', async () => {
    const { body } = await create(valid(`${receivers.base}/big`));
    const sent = await call<CallbackDelivery>(
      ctx.app,
      'POST',
      `/v1/callbacks/${body.data.id}/test`,
      {
        token,
      },
    );
    expect(sent.body.data.outcome).toBe('ok');
    const excerpt = sent.body.data.responseExcerpt;
    expect(excerpt.length).toBe(4096);
    // the log's list carries the answer's first characters; the attempt, all that was read
    const log = await call<{ list: CallbackDeliverySummary[] }>(
      ctx.app,
      'GET',
      `/v1/callbacks/${body.data.id}/deliveries`,
      { token },
    );
    expect(log.body.data.list[0]).toMatchObject({
      id: sent.body.data.id,
      responsePreview: excerpt.slice(0, RESPONSE_PREVIEW_CHARS),
    });
    expect(log.body.data.list[0]).not.toHaveProperty('requestHeaders');
    const opened = await call<CallbackDelivery>(
      ctx.app,
      'GET',
      `/v1/callbacks/${body.data.id}/deliveries/${sent.body.data.id}`,
      { token },
    );
    expect(opened.body.data).toEqual(sent.body.data);
    // the receiver starts failing: the log says so
    await ctx.db.kysely
      .updateTable('callbacks')
      .set({ url: `${receivers.base}/fail` })
      .where('id', '=', body.data.id)
      .execute();
    const failed = await call<CallbackDelivery>(
      ctx.app,
      'POST',
      `/v1/callbacks/${body.data.id}/test`,
      {
        token,
      },
    );
    expect(failed.body.data).toMatchObject({ outcome: 'status', httpStatus: 500 });
    expect(failed.body.data.message).toContain('HTTP 500');
  });

  it('refuses private and metadata addresses even with loopback allowed', async () => {
    for (const url of ['http://10.0.0.1/hook', 'http://169.254.169.254/latest/meta-data/']) {
      const { status, body } = await create(valid(url));
      expect(status).toBe(422);
      expect(body.message).toContain('private, loopback, link-local, reserved or cloud metadata');
    }
  });

  it('pages its delivery log in order, filtered, counted up to ten pages past the page', async () => {
    const { body } = await create(valid(`${receivers.base}/ok`));
    const id = body.data.id;
    const now = Date.now();
    // every fifth one failed, every third one another event, two at each time
    const rows = Array.from({ length: 1_005 }, (_, i) => ({
      id: `log-${id}-${String(i).padStart(4, '0')}`,
      callback_id: id,
      event: i % 3 === 0 ? 'message.failed' : 'message.delivered',
      outcome: i % 5 === 0 ? 'status' : 'ok',
      http_status: i % 5 === 0 ? 503 : 200,
      latency_ms: 5,
      detail: null,
      response_excerpt: '',
      created_at: now - 60_000 - Math.floor(i / 2) * 1000,
      message_id: null,
      event_id: `evt_${i}`,
      attempt: 1,
      request_headers: '{"content-type":"application/json"}',
      request_body: `{"n":${i}}`,
    }));
    for (let start = 0; start < rows.length; start += 200)
      await ctx.db.kysely
        .insertInto('callback_deliveries')
        .values(rows.slice(start, start + 200))
        .execute();
    type Log = { list: CallbackDeliverySummary[]; total: number; totalCapped: boolean };
    const log = async (query: string) =>
      (await call<Log>(ctx.app, 'GET', `/v1/callbacks/${id}/deliveries?${query}`, { token })).body
        .data;
    const newestFirst = [...rows].sort(
      (a, b) => b.created_at - a.created_at || (b.id < a.id ? -1 : 1),
    );
    const idsOf = (list: { id: string }[]) => list.map((row) => row.id);

    const first = await log('page=1&pageSize=25&sort=createdAt&order=desc');
    expect(first).toMatchObject({
      total: countCapOf({ page: 1, pageSize: 25 }),
      totalCapped: true,
    });
    expect(idsOf(first.list)).toEqual(idsOf(newestFirst.slice(0, 25)));
    const { responsePreview, replay, nextAttemptAt, ...listed } = first.list[0];
    // logged without an event's delivery behind it: no replay, nothing to retry
    expect([replay, nextAttemptAt]).toEqual([false, null]);
    const opened = await call<CallbackDelivery>(
      ctx.app,
      'GET',
      `/v1/callbacks/${id}/deliveries/${listed.id}`,
      { token },
    );
    expect(opened.body.data).toMatchObject({
      ...listed,
      responseExcerpt: responsePreview,
      requestHeaders: { 'content-type': 'application/json' },
      requestBody: newestFirst[0].request_body,
    });
    const third = await log('page=3&pageSize=25&sort=createdAt&order=asc');
    expect(idsOf(third.list)).toEqual(idsOf([...newestFirst].reverse().slice(50, 75)));
    // further on, the count reaches the end
    const last = await log('page=41&pageSize=25&sort=createdAt&order=desc');
    expect(idsOf(last.list)).toEqual(idsOf(newestFirst.slice(1000, 1025)));
    expect(last).toMatchObject({ total: rows.length, totalCapped: false });
    const past = await log('page=60&pageSize=25');
    expect(past).toEqual({ list: [], total: rows.length, totalCapped: false });

    const failed = rows.filter((row) => row.outcome !== 'ok' && row.event === 'message.failed');
    const filtered = await log('status=failed&event=message.failed&pageSize=100');
    expect(filtered.total).toBe(failed.length);
    expect(filtered.list.every((row) => row.outcome === 'status')).toBe(true);
    const since = new Date(now - 60_000 - 9_000).toISOString();
    const recent = await log(`createdFrom=${since}&status=succeeded`);
    expect(recent.total).toBe(rows.slice(0, 20).filter((row) => row.outcome === 'ok').length);
  });

  it('deletes an address with its log, and never reaches another account', async () => {
    const { body } = await create(valid(`${receivers.base}/ok`));
    const other = await otherMainAccount(ctx.db);
    const id = body.data.id;
    // a log with a row, so the refusal is not that of an empty page
    const sent = await call<CallbackDelivery>(ctx.app, 'POST', `/v1/callbacks/${id}/test`, {
      token,
    });
    const delivery = `/v1/callbacks/${id}/deliveries/${sent.body.data.id}`;
    const { body: another } = await create(valid(`${receivers.base}/ok`));
    for (const attempt of [
      call(ctx.app, 'GET', `/v1/callbacks/${id}`, { token: other.token }),
      call(ctx.app, 'DELETE', `/v1/callbacks/${id}`, { token: other.token }),
      call(ctx.app, 'POST', `/v1/callbacks/${id}/test`, { token: other.token }),
      call(ctx.app, 'GET', `/v1/callbacks/${id}/deliveries`, { token: other.token }),
      call(ctx.app, 'GET', delivery, { token: other.token }),
      // the account's own delivery, asked for under another of its addresses
      call(ctx.app, 'GET', `/v1/callbacks/${another.data.id}/deliveries/${sent.body.data.id}`, {
        token,
      }),
      call(ctx.app, 'GET', `/v1/callbacks/${id}/deliveries/${encodeURIComponent("x' or '1'='1")}`, {
        token,
      }),
    ])
      expect((await attempt).status).toBe(404);
    const tooLong = await call(ctx.app, 'GET', `/v1/callbacks/${id}/deliveries/${'x'.repeat(65)}`, {
      token,
    });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, '400001']);
    const theirs = await call<{ total: number }>(ctx.app, 'GET', '/v1/callbacks', {
      token: other.token,
    });
    expect(theirs.body.data.total).toBe(0);
    const removed = await call(ctx.app, 'DELETE', `/v1/callbacks/${id}`, { token });
    expect(removed.status).toBe(200);
    expect((await call(ctx.app, 'GET', `/v1/callbacks/${id}`, { token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', delivery, { token })).status).toBe(404);
  });
});

describe.each(backends())('the prober with the default policy on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let receivers: Receivers;
  beforeAll(async () => {
    receivers = await startReceivers();
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });

  it.each([
    'http://10.0.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:PORT/ok',
    'http://localhost:PORT/ok',
    'http://[::ffff:127.0.0.1]:PORT/ok',
    'http://0.0.0.0:PORT/ok',
    'http://[::ffff:0:127.0.0.1]:PORT/ok',
    'http://203.0.113.9/hook',
    'http://[2001:db8::1]/hook',
  ])('refuses %s without sending anything', async (template) => {
    const port = new URL(receivers.base).port;
    const seen = receivers.received.length;
    const { status, body } = await call<Refusal>(ctx.app, 'POST', '/v1/callbacks', {
      token,
      body: valid(template.replace('PORT', port)),
    });
    expect(status).toBe(422);
    expect(body.message).toContain('private, loopback, link-local, reserved or cloud metadata');
    expect(receivers.received.length).toBe(seen);
  });
});

describe.each(backends())('delivery log retention on %s', (backend) => {
  it('drops deliveries older than 30 days by the prune job, claimed as a server starts', async () => {
    const old = {
      callback_id: 'cb',
      event: 'test.event',
      outcome: 'ok',
      http_status: 200,
      latency_ms: 1,
      detail: null,
      response_excerpt: '',
      message_id: null,
      event_id: null,
      attempt: 1,
      request_headers: '{}',
      request_body: '',
    };
    let ctx: TestContext | undefined;
    try {
      ctx = await startApp(backend, { seed: false });
      const { db } = ctx;
      await db.kysely
        .insertInto('callback_deliveries')
        .values([
          { ...old, id: 'old', created_at: Date.now() - 31 * 86_400_000 },
          { ...old, id: 'new', created_at: Date.now() - 29 * 86_400_000 },
        ])
        .execute();
      // a second server on the same database, with a job worker, claims this hour's pruning
      const second = await buildApp({
        config: { ...ctx.config, jobWorker: true, jobPollMs: 50 },
        db,
      });
      await second.ready();
      try {
        await expect
          .poll(() => db.kysely.selectFrom('callback_deliveries').select('id').execute(), {
            timeout: 10_000,
          })
          .toEqual([{ id: 'new' }]);
      } finally {
        await second.close();
      }
    } finally {
      await ctx?.close();
    }
  });
});
