import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callback } from '../../contract';
import { otherMainAccount } from './devtools.fixtures';
import { backends, call, startApp, type TestContext } from './harness';
import { startReceivers, type Receivers } from './receivers';

const OPERATOR = 'operator-secret-for-the-retry-tests-001';
const POLL = { timeout: 15_000, interval: 50 };
const HOUR = 3_600_000;

describe.each(backends())('events waiting for a retry, sent now, on %s', (backend) => {
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
        CALLBACK_RETRY_SCHEDULE_MS: `${HOUR},${HOUR}`,
      },
    });
    account = await otherMainAccount(ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });

  const publish = (id: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/om/internal/v1/events',
      headers: { authorization: `Bearer ${OPERATOR}` },
      payload: {
        id,
        accountId: account.id,
        channel: 'whatsapp',
        type: 'message.delivered',
        data: { messageId: 'wamid.1', status: 'delivered' },
      },
    });
  const retries = async (id: string, token = account.token) =>
    call<{ waiting: number; nextAttemptAt: string | null }>(
      ctx.app,
      'GET',
      `/v1/callbacks/${id}/retries`,
      { token },
    );
  const sendNow = (id: string, token = account.token) =>
    call<{ sent: number }>(ctx.app, 'POST', `/v1/callbacks/${id}/retries/send-now`, { token });

  it('counts the failed events waiting an hour, and sends them at once when asked', async () => {
    const { body } = await call<Callback>(ctx.app, 'POST', '/v1/callbacks', {
      token: account.token,
      body: {
        channel: 'whatsapp',
        events: ['message.delivered'],
        name: 'waiting',
        url: `${receivers.base}/waiting`,
        method: 'POST',
      },
    });
    const address = body.data;
    expect((await retries(address.id)).body.data).toEqual({ waiting: 0, nextAttemptAt: null });

    receivers.plan('/waiting', [503, 503, 204, 204]);
    const before = Date.now();
    for (const id of [`evt_${backend}_w1`, `evt_${backend}_w2`]) await publish(id);
    await expect.poll(async () => (await retries(address.id)).body.data.waiting, POLL).toBe(2);
    const { nextAttemptAt } = (await retries(address.id)).body.data;
    expect(Date.parse(String(nextAttemptAt)) - before).toBeGreaterThanOrEqual(HOUR);
    expect(Date.parse(String(nextAttemptAt)) - Date.now()).toBeLessThanOrEqual(HOUR);

    // another account's address is not found; nothing is sent for it
    const stranger = await otherMainAccount(ctx.db);
    expect((await retries(address.id, stranger.token)).status).toBe(404);
    expect((await sendNow(address.id, stranger.token)).status).toBe(404);
    expect((await retries(address.id)).body.data.waiting).toBe(2);

    expect((await sendNow(address.id)).body.data).toEqual({ sent: 2 });
    await expect.poll(async () => (await retries(address.id)).body.data.waiting, POLL).toBe(0);
    const states = await ctx.db.kysely
      .selectFrom('callback_messages')
      .select('state')
      .where('callback_id', '=', address.id)
      .execute();
    expect(states.map((message) => message.state)).toEqual(['succeeded', 'succeeded']);
    // each event went out twice: the failed attempt and the one sent now, none more
    const sent = receivers.received.filter((request) =>
      String(request.headers['webhook-id']).startsWith('evt_'),
    );
    expect(sent.map((request) => request.headers['webhook-id']).sort()).toEqual([
      `evt_${backend}_w1`,
      `evt_${backend}_w1`,
      `evt_${backend}_w2`,
      `evt_${backend}_w2`,
    ]);
    expect((await sendNow(address.id)).body.data).toEqual({ sent: 0 });
  });
});
