import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DISABLE_AFTER_MS,
  type Callback,
  type CallbackDelivery,
  type CallbackDeliverySummary,
  type PublishEventBody,
} from '../../contract';
import { otherMainAccount } from './devtools.fixtures';
import { backends, call, startApp, type TestContext } from './harness';
import { lastMessage } from './outbox.fixtures';
import { startReceivers, type Received, type Receivers } from './receivers';

const OPERATOR = 'operator-secret-for-the-event-tests-01';
const POLL = { timeout: 15_000, interval: 50 };

/** What a customer's Standard Webhooks library makes of a request: the event, or null. */
function verified(secret: string, request: Received) {
  const headers = {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
  try {
    return new Webhook(secret).verify(request.body, headers) as { id: string; event: string };
  } catch {
    return null;
  }
}

describe.each(backends())('event delivery to callback addresses on %s', (backend) => {
  let ctx: TestContext;
  let receivers: Receivers;
  let account: { id: string; token: string };
  beforeAll(async () => {
    receivers = await startReceivers();
    ctx = await startApp(backend, {
      seed: false,
      env: {
        CALLBACK_ALLOW: 'loopback',
        OPERATOR_TOKEN: OPERATOR,
        JOB_WORKER: '1',
        JOB_POLL_MS: '50',
        CALLBACK_RETRY_SCHEDULE_MS: '100,100,100,100,100,100,100',
      },
    });
  });
  // each test's events go to its own account's addresses only
  beforeEach(async () => {
    account = await otherMainAccount(ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });

  let eventCount = 0;
  const publish = (event: Partial<PublishEventBody> = {}, operator = OPERATOR) =>
    ctx.app
      .inject({
        method: 'POST',
        url: '/om/internal/v1/events',
        headers: { authorization: `Bearer ${operator}` },
        payload: {
          id: `evt_${backend}_${++eventCount}`,
          accountId: account.id,
          channel: 'whatsapp',
          type: 'message.delivered',
          data: { messageId: 'wamid.1', status: 'delivered' },
          ...event,
        },
      })
      .then((response) => ({
        status: response.statusCode,
        body: response.json() as {
          code: string;
          data: { id: string; duplicate: boolean; deliveries: number; fields: object };
        },
      }));
  const addAddress = async (path: string, events = ['message.delivered']) => {
    const { body } = await call<Callback & { secret: string }>(ctx.app, 'POST', '/v1/callbacks', {
      token: account.token,
      body: {
        channel: 'whatsapp',
        events,
        name: path.slice(1),
        url: `${receivers.base}${path}`,
        method: 'POST',
      },
    });
    if (body.code !== '000000') throw new Error(`address not created: ${body.message}`);
    return body.data;
  };
  const eventsAt = (path: string) =>
    receivers.received.filter(
      (request) => request.url === path && String(request.headers['webhook-id']).startsWith('evt_'),
    );
  const log = async (id: string, query = '') =>
    (
      await call<{ list: CallbackDeliverySummary[] }>(
        ctx.app,
        'GET',
        `/v1/callbacks/${id}/deliveries?sort=createdAt&order=asc${query}`,
        { token: account.token },
      )
    ).body.data.list.filter((delivery) => delivery.eventId);
  const readAddress = async (id: string) =>
    (await call<Callback>(ctx.app, 'GET', `/v1/callbacks/${id}`, { token: account.token })).body
      .data;
  const messageStates = async (eventId: string) =>
    (
      await ctx.db.kysely
        .selectFrom('callback_messages')
        .select('state')
        .where('event_id', '=', eventId)
        .execute()
    ).map((message) => message.state);
  const moveTo = (id: string, path: string) =>
    ctx.db.kysely
      .updateTable('callbacks')
      .set({ url: `${receivers.base}${path}` })
      .where('id', '=', id)
      .execute();

  it('delivers an event once to each subscribed address, signed as Standard Webhooks says', async () => {
    const first = await addAddress('/two-a');
    const second = await addAddress('/two-b', ['message.delivered', 'message.read']);
    const other = await addAddress('/two-c', ['message.read']);
    const published = await publish();
    expect(published.body.data).toMatchObject({ duplicate: false, deliveries: 2 });
    await expect.poll(() => eventsAt('/two-a').length + eventsAt('/two-b').length, POLL).toBe(2);

    const [toFirst] = eventsAt('/two-a');
    expect(verified(first.secret, toFirst)).toMatchObject({
      id: published.body.data.id,
      event: 'message.delivered',
    });
    expect(verified(second.secret, toFirst)).toBeNull();
    expect(verified(second.secret, eventsAt('/two-b')[0])?.id).toBe(published.body.data.id);
    expect(toFirst.headers['webhook-id']).toBe(published.body.data.id);
    expect(eventsAt('/two-c')).toHaveLength(0);

    await expect.poll(async () => (await log(first.id)).length, POLL).toBe(1);
    const [listed] = await log(first.id);
    const logged = (
      await call<CallbackDelivery>(
        ctx.app,
        'GET',
        `/v1/callbacks/${first.id}/deliveries/${listed.id}`,
        { token: account.token },
      )
    ).body.data;
    expect(logged).toMatchObject({
      event: 'message.delivered',
      eventId: published.body.data.id,
      attempt: 1,
      outcome: 'ok',
      httpStatus: 200,
      requestBody: toFirst.body,
    });
    expect(logged.requestHeaders['webhook-signature']).toBe(toFirst.headers['webhook-signature']);
    expect(await log(other.id)).toHaveLength(0);
  });

  it('retries a failing receiver on the schedule until it answers 2xx', async () => {
    const address = await addAddress('/flaky');
    receivers.plan('/flaky', [500, 503, 204]);
    const published = await publish();
    await expect.poll(() => messageStates(published.body.data.id), POLL).toEqual(['succeeded']);
    const requests = eventsAt('/flaky');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    const attempts = await log(address.id);
    expect(attempts.map((delivery) => [delivery.attempt, delivery.httpStatus])).toEqual([
      [1, 500],
      [2, 503],
      [3, 204],
    ]);
    expect(attempts.map((delivery) => delivery.outcome)).toEqual(['status', 'status', 'ok']);
    // delivered: no attempt is waiting for a next one, and none of them is a replay
    expect(attempts.map((delivery) => [delivery.nextAttemptAt, delivery.replay])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
    const failedOnly = await log(address.id, '&status=failed');
    expect(failedOnly.map((delivery) => delivery.attempt)).toEqual([1, 2]);
  });

  it('delivers an event id published twice once', async () => {
    await addAddress('/once');
    const id = `evt_${backend}_duplicate`;
    expect((await publish({ id })).body.data).toMatchObject({ duplicate: false, deliveries: 1 });
    expect((await publish({ id })).body.data).toMatchObject({ duplicate: true, deliveries: 0 });
    await expect.poll(() => messageStates(id), POLL).toEqual(['succeeded']);
    expect(eventsAt('/once')).toHaveLength(1);
  });

  it('counts a redirect as a failure, on every attempt, and never follows it', async () => {
    const address = await addAddress('/moved');
    await moveTo(address.id, '/redirect');
    const published = await publish();
    await expect.poll(() => messageStates(published.body.data.id), POLL).toEqual(['failed']);
    const attempts = await log(address.id);
    expect(attempts).toHaveLength(8);
    expect(new Set(attempts.map((delivery) => delivery.outcome))).toEqual(new Set(['redirect']));
    expect(eventsAt('/ok')).toHaveLength(0);
  });

  it('disables an address failing for 5 days, tells the account, and replays what failed once enabled', async () => {
    const address = await addAddress('/down');
    await moveTo(address.id, '/fail');
    await ctx.db.kysely
      .updateTable('callbacks')
      .set({ failing_since: Date.now() - DISABLE_AFTER_MS - 60_000 })
      .where('id', '=', address.id)
      .execute();
    const failing = await publish();
    await expect.poll(async () => (await readAddress(address.id)).status, POLL).toBe('disabled');
    expect(await messageStates(failing.body.data.id)).toEqual(['failed']);
    // the account's email is enqueued once the address is disabled: it comes a moment later
    await expect
      .poll(
        async () => (await lastMessage(ctx.db, `other-${account.id}@example.com`))?.subject,
        POLL,
      )
      .toBe('Callback address down is disabled');

    // published while disabled: kept as failed, nothing sent
    const whileDisabled = await publish();
    expect(whileDisabled.body.data.deliveries).toBe(0);
    expect(await messageStates(whileDisabled.body.data.id)).toEqual(['failed']);
    const refused = await call(ctx.app, 'POST', `/v1/callbacks/${address.id}/replay`, {
      token: account.token,
      body: { since: new Date(0).toISOString() },
    });
    expect(refused.status).toBe(409);

    await moveTo(address.id, '/back');
    const enabled = await call<Callback & { failed: number; failedSince: string }>(
      ctx.app,
      'POST',
      `/v1/callbacks/${address.id}/enable`,
      { token: account.token },
    );
    expect(enabled.body.data).toMatchObject({ status: 'active', disabledAt: null, failed: 2 });
    const replay = await call<{ replayed: number }>(
      ctx.app,
      'POST',
      `/v1/callbacks/${address.id}/replay`,
      { token: account.token, body: { since: enabled.body.data.failedSince } },
    );
    expect(replay.body.data.replayed).toBe(2);
    await expect.poll(() => eventsAt('/back').length, POLL).toBe(2);
    expect(new Set(eventsAt('/back').map((request) => request.headers['webhook-id']))).toEqual(
      new Set([failing.body.data.id, whileDisabled.body.data.id]),
    );
    // delivered now: nothing left to replay
    await expect
      .poll(async () => (await messageStates(failing.body.data.id)).sort(), POLL)
      .toEqual(['failed', 'succeeded']);
    const again = await call<{ replayed: number }>(
      ctx.app,
      'POST',
      `/v1/callbacks/${address.id}/replay`,
      { token: account.token, body: { since: enabled.body.data.failedSince } },
    );
    expect(again.body.data.replayed).toBe(0);
  });

  it('replays one delivery with the same webhook-id and body', async () => {
    const address = await addAddress('/replayed');
    const published = await publish();
    await expect.poll(() => eventsAt('/replayed').length, POLL).toBe(1);
    await expect.poll(async () => (await log(address.id)).length, POLL).toBe(1);
    const [delivery] = await log(address.id);
    const replay = await call<{ replayed: number }>(
      ctx.app,
      'POST',
      `/v1/callbacks/${address.id}/deliveries/${delivery.id}/replay`,
      { token: account.token },
    );
    expect(replay.body.data.replayed).toBe(1);
    await expect.poll(() => eventsAt('/replayed').length, POLL).toBe(2);
    const [original, replayed] = eventsAt('/replayed');
    expect(replayed.headers['webhook-id']).toBe(published.body.data.id);
    expect(replayed.body).toBe(original.body);
    expect(verified(address.secret, replayed)?.id).toBe(published.body.data.id);
    // the log tells the replay from the first delivery, though both are a first attempt
    await expect.poll(async () => (await log(address.id)).length, POLL).toBe(2);
    const logged = await log(address.id);
    expect(logged.map((row) => [row.attempt, row.replay]).sort()).toEqual([
      [1, false],
      [1, true],
    ]);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const address = await addAddress('/rotated');
    const rotated = await call<Callback & { secret: string }>(
      ctx.app,
      'POST',
      `/v1/callbacks/${address.id}/secret`,
      { token: account.token },
    );
    const fresh = rotated.body.data.secret;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(address.secret);
    const ends = Date.parse(rotated.body.data.previousSecretExpiresAt ?? '');
    expect(Math.abs(ends - (Date.now() + 86_400_000))).toBeLessThan(60_000);
    expect(JSON.stringify((await readAddress(address.id)) ?? {})).not.toContain(fresh);

    await publish();
    await expect.poll(() => eventsAt('/rotated').length, POLL).toBe(1);
    const during = eventsAt('/rotated')[0];
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(fresh, during)).not.toBeNull();
    expect(verified(address.secret, during)).not.toBeNull();

    await ctx.db.kysely
      .updateTable('callbacks')
      .set({ previous_secret_expires_at: Date.now() - 1 })
      .where('id', '=', address.id)
      .execute();
    await publish();
    await expect.poll(() => eventsAt('/rotated').length, POLL).toBe(2);
    const after = eventsAt('/rotated')[1];
    expect(verified(fresh, after)).not.toBeNull();
    expect(verified(address.secret, after)).toBeNull();
  });

  it.each([
    ['a wrong operator token', {}, 'wrong-operator', 403],
    ['an event of another channel', { type: 'otp.verified' }, OPERATOR, 400],
    ['an unknown channel', { channel: 'fax' }, OPERATOR, 400],
    ['an id with spaces', { id: 'evt 1' }, OPERATOR, 400],
    ['an id of 65 characters', { id: 'e'.repeat(65) }, OPERATOR, 400],
    ['data over 64 KB', { data: { text: 'x'.repeat(70_000) } }, OPERATOR, 400],
    ['an unknown account', { accountId: 'nobody' }, OPERATOR, 404],
  ] as const)('refuses %s and records nothing', async (_, event, operator, status) => {
    const before = await ctx.db.kysely
      .selectFrom('callback_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await publish(event as Partial<PublishEventBody>, operator);
    expect(answer.status).toBe(status);
    const after = await ctx.db.kysely
      .selectFrom('callback_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('replays and rotates only the caller’s own addresses, and only real events', async () => {
    const address = await addAddress('/mine');
    const stranger = await otherMainAccount(ctx.db);
    for (const path of ['secret', 'enable', 'deliveries/x/replay'])
      expect(
        (
          await call(ctx.app, 'POST', `/v1/callbacks/${address.id}/${path}`, {
            token: stranger.token,
          })
        ).status,
      ).toBe(404);
    const test = await call<CallbackDelivery>(ctx.app, 'POST', `/v1/callbacks/${address.id}/test`, {
      token: account.token,
    });
    const replayTest = await call(
      ctx.app,
      'POST',
      `/v1/callbacks/${address.id}/deliveries/${test.body.data.id}/replay`,
      { token: account.token },
    );
    expect(replayTest.status).toBe(404);
    const badSince = await call(ctx.app, 'POST', `/v1/callbacks/${address.id}/replay`, {
      token: account.token,
      body: { since: 'yesterday' },
    });
    expect(badSince.status).toBe(400);
  });
});
