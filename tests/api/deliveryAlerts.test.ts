import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callback } from '../../contract';
import { ALERT_COOLDOWN_MS, type DeliveryAlert } from '../../contract/deliveryAlerts';
import { evaluateAlerts } from '../../server/modules/deliveryAlerts/evaluate';
import { otherMainAccount } from './devtools.fixtures';
import { backends, call, startApp, type TestContext } from './harness';
import { messageEvent, postEvents } from './messageLogs.fixtures';
import { startReceivers, type Receivers } from './receivers';
import { makeRole, makeSub } from './users.fixtures';
import { OPERATOR_TOKEN } from './wallet.fixtures';
import { openSession } from '../../server/http/session';

const PATH = '/v1/delivery-alerts';
type Page = { list: DeliveryAlert[]; total: number };
type Fields = { fields: Record<string, string> };

const VALID = { product: 'sms_verification', country: 'BR', belowPercent: 90, minMessages: 20 };

describe.each(backends())('delivery-rate alerts on %s', (backend) => {
  let ctx: TestContext;
  let receivers: Receivers;

  beforeAll(async () => {
    receivers = await startReceivers();
    ctx = await startApp(backend, {
      seed: false,
      env: {
        OPERATOR_TOKEN,
        JOB_WORKER: '1',
        JOB_POLL_MS: '100',
        CALLBACK_ALLOW: 'loopback',
        // the test evaluates the alerts itself, at the moments it chooses
        JOB_EVERY_DELIVERY_ALERTS_MS: '86400000',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });

  const create = (token: string, body: unknown, language?: string) =>
    call<DeliveryAlert>(ctx.app, 'POST', PATH, { token, body, language });
  const one = (token: string, id: string) =>
    call<DeliveryAlert>(ctx.app, 'GET', `${PATH}/${id}`, { token });
  const settle = (check: () => Promise<unknown>) =>
    expect.poll(check, { timeout: 10_000, interval: 100 });
  /** The alert emails sent to an address. */
  const mails = (to: string) =>
    ctx.db.kysely
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('purpose', '=', 'delivery-rate-alert')
      .where('recipient', '=', to)
      .execute();
  const emailOf = async (accountId: string) =>
    (
      await ctx.db.kysely
        .selectFrom('accounts')
        .select('email')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).email;
  const hook = (token: string) =>
    call<Callback & { secret: string }>(ctx.app, 'POST', '/v1/callbacks', {
      token,
      body: {
        channel: 'sms',
        events: ['message.delivered'],
        name: 'Ops hook',
        url: `${receivers.base}/delivery-rate`,
        method: 'POST',
      },
    });
  let serial = 0;
  /** Messages of the account sent minutes ago, each with its outcome. */
  const traffic = async (
    accountId: string,
    outcomes: Record<string, number>,
    extra: Record<string, unknown> = {},
  ) => {
    const events = Object.entries(outcomes).flatMap(([status, count]) =>
      Array.from({ length: count }, () => {
        serial += 1;
        const messageId = `alert-${accountId}-${serial}`;
        const failed = status === 'failed' ? { errorCode: '30003' } : {};
        return [
          messageEvent(accountId, { messageId, status: 'sent', ...extra }),
          messageEvent(accountId, { messageId, status, ...failed, ...extra }),
        ];
      }),
    );
    const { body } = await postEvents(ctx.app, events.flat());
    expect(body.data.refused).toEqual([]);
  };

  it('keeps an account’s alerts: any product or country, changed and deleted', async () => {
    const { token } = await otherMainAccount(ctx.db);
    const created = await create(token, VALID);
    expect([created.status, created.body.code]).toEqual([200, '000000']);
    expect(created.body.data).toMatchObject({
      ...VALID,
      callbackId: null,
      state: 'watching',
      firedAt: null,
    });
    const id = created.body.data.id;
    const anywhere = await call<DeliveryAlert>(ctx.app, 'PUT', `${PATH}/${id}`, {
      token,
      body: { product: null, country: null, minMessages: 50 },
    });
    expect(anywhere.body.data).toMatchObject({
      product: null,
      country: null,
      belowPercent: 90,
      minMessages: 50,
    });
    expect((await one(token, id)).body.data).toEqual(anywhere.body.data);
    const listed = await call<Page>(ctx.app, 'GET', PATH, { token });
    expect(listed.body.data.list.map((alert) => alert.id)).toEqual([id]);
    expect((await call(ctx.app, 'DELETE', `${PATH}/${id}`, { token })).status).toBe(200);
    expect((await one(token, id)).status).toBe(404);
  });

  it('refuses wrong rules under their fields, in both languages, storing nothing', async () => {
    const { token } = await otherMainAccount(ctx.db);
    const stranger = await otherMainAccount(ctx.db);
    const theirs = (await hook(stranger.token)).body.data;
    const cases: [Record<string, unknown>, string][] = [
      [{ belowPercent: 0 }, 'belowPercent'],
      [{ belowPercent: 100 }, 'belowPercent'],
      [{ belowPercent: 90.5 }, 'belowPercent'],
      [{ belowPercent: 'ninety' }, 'belowPercent'],
      [{ minMessages: 9 }, 'minMessages'],
      [{ minMessages: 100_001 }, 'minMessages'],
      [{ country: 'XX' }, 'country'],
      [{ product: 'no_such_product' }, 'product'],
      [{ callbackId: theirs.id }, 'callbackId'],
    ];
    for (const [change, field] of cases) {
      const answer = await create(token, { ...VALID, ...change });
      expect([answer.status, answer.body.code], field).toEqual([400, '400001']);
      expect(Object.keys((answer.body.data as unknown as Fields).fields), field).toEqual([field]);
    }
    const english = await create(token, { ...VALID, belowPercent: 100 });
    expect((english.body.data as unknown as Fields).fields.belowPercent).toBe(
      'Enter a whole percentage from 1 to 99.',
    );
    const chinese = await create(token, { ...VALID, minMessages: 5 }, 'zh-CN');
    expect((chinese.body.data as unknown as Fields).fields.minMessages).toBe(
      '请输入 10 到 100,000 之间的整数消息数。',
    );
    const listed = await call<Page>(ctx.app, 'GET', PATH, { token });
    expect(listed.body.data.total).toBe(0);
  });

  it('keeps at most 20 alerts per account', async () => {
    const { token } = await otherMainAccount(ctx.db);
    for (let i = 0; i < 20; i++)
      expect((await create(token, { ...VALID, belowPercent: 50 + i })).status).toBe(200);
    const refused = await create(token, VALID);
    expect([refused.status, refused.body.code]).toEqual([409, '409001']);
    expect(refused.body.message).toBe('An account keeps at most 20 delivery alerts.');
  });

  it('answers 404 for another account’s alert, and leaves it alone', async () => {
    const mine = await otherMainAccount(ctx.db);
    const other = await otherMainAccount(ctx.db);
    const theirs = await create(other.token, VALID);
    const at = `${PATH}/${theirs.body.data.id}`;
    for (const answer of [
      await call(ctx.app, 'GET', at, { token: mine.token }),
      await call(ctx.app, 'PUT', at, { token: mine.token, body: { belowPercent: 10 } }),
      await call(ctx.app, 'DELETE', at, { token: mine.token }),
    ])
      expect([answer.status, answer.body.code]).toEqual([404, '404001']);
    const mineListed = await call<Page>(ctx.app, 'GET', PATH, { token: mine.token });
    expect(mineListed.body.data.total).toBe(0);
    expect((await one(other.token, theirs.body.data.id)).body.data).toEqual(theirs.body.data);
  });

  it('lets a role with the messages group keep the account’s alerts, and refuses one without', async () => {
    const main = await otherMainAccount(ctx.db);
    const sessionOf = async (groups: Parameters<typeof makeRole>[2]) => {
      const role = await makeRole(ctx.app, main.token, groups);
      const sub = await makeSub(ctx.app, main.token, role.id);
      return (await openSession(ctx.db, sub.id, 60_000)).token;
    };
    const delegate = await sessionOf(['messages']);
    const made = await create(delegate, VALID);
    expect(made.status).toBe(200);
    expect((await one(main.token, made.body.data.id)).body.data).toEqual(made.body.data);
    const outsider = await sessionOf(['bill', 'apiKey']);
    for (const answer of [
      await call(ctx.app, 'GET', PATH, { token: outsider }),
      await one(outsider, made.body.data.id),
      await create(outsider, VALID),
      await call(ctx.app, 'DELETE', `${PATH}/${made.body.data.id}`, { token: outsider }),
    ])
      expect([answer.status, answer.body.code]).toEqual([403, '403001']);
    expect((await one(main.token, made.body.data.id)).status).toBe(200);
  });

  it('fires once below the rate with enough messages, by email and callback event, and again only after recovering', async () => {
    const account = await otherMainAccount(ctx.db);
    const address = await hook(account.token);
    expect(address.body.code).toBe('000000');
    const alert = (await create(account.token, { ...VALID, callbackId: address.body.data.id })).body
      .data;
    const tooFew = (await create(account.token, { ...VALID, minMessages: 100 })).body.data;
    const otherProduct = (
      await create(account.token, { ...VALID, product: 'whatsapp', minMessages: 10 })
    ).body.data;
    const to = await emailOf(account.id);

    // 15 delivered, 5 failed (75 %); messages only sent yet have no outcome and do not count
    await traffic(account.id, { delivered: 12, read: 3, failed: 5 });
    await postEvents(ctx.app, [messageEvent(account.id, { status: 'sent' })]);
    await evaluateAlerts(ctx.db);
    await settle(async () => (await mails(to)).length).toBe(1);
    const [mail] = await mails(to);
    expect(mail.subject).toBe('Delivery rate 75.0 % for SMS Verification to Brazil');
    expect(mail.body).toContain('15 of 20 messages');
    expect((await one(account.token, alert.id)).body.data.state).toBe('firing');
    expect((await one(account.token, tooFew.id)).body.data.state).toBe('watching');
    expect((await one(account.token, otherProduct.id)).body.data.state).toBe('watching');

    const events = () =>
      receivers.received.filter((request) =>
        request.body.includes('"event":"messages.delivery_rate_low"'),
      );
    await settle(async () => events().length).toBe(1);
    const [event] = events();
    const verified = new Webhook(address.body.data.secret).verify(event.body, {
      'webhook-id': String(event.headers['webhook-id']),
      'webhook-timestamp': String(event.headers['webhook-timestamp']),
      'webhook-signature': String(event.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({
      event: 'messages.delivery_rate_low',
      data: {
        alertId: alert.id,
        accountId: account.id,
        product: 'sms_verification',
        country: 'BR',
        belowPercent: 90,
        minMessages: 20,
        deliveryRate: '75.0',
        messages: 20,
        delivered: 15,
        failed: 5,
      },
    });

    // still low: no second message
    await traffic(account.id, { failed: 1 });
    await evaluateAlerts(ctx.db);
    await evaluateAlerts(ctx.db);
    expect(await mails(to)).toHaveLength(1);

    // recovers: 45 of 51 delivered (88.2 %) is still low; 55 of 61 (90.1 %) is back
    await traffic(account.id, { delivered: 30 });
    await evaluateAlerts(ctx.db);
    expect((await one(account.token, alert.id)).body.data.state).toBe('firing');
    await traffic(account.id, { delivered: 10 });
    await evaluateAlerts(ctx.db);
    expect((await one(account.token, alert.id)).body.data.state).toBe('watching');

    // low again within the cooldown of the last firing: quiet; past it: a second message
    await traffic(account.id, { failed: 20 });
    await evaluateAlerts(ctx.db);
    expect((await one(account.token, alert.id)).body.data.state).toBe('watching');
    await ctx.db.kysely
      .updateTable('delivery_alerts')
      .set((eb) => ({ fired_at: eb('fired_at', '-', ALERT_COOLDOWN_MS) }))
      .where('id', '=', alert.id)
      .execute();
    await evaluateAlerts(ctx.db);
    await settle(async () => (await mails(to)).length).toBe(2);
    await settle(async () => events().length).toBe(2);
  });

  it('writes the email in the account’s language, naming "all" for an alert on any product and country', async () => {
    const account = await otherMainAccount(ctx.db);
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ language: 'zh_CN' })
      .where('id', '=', account.id)
      .execute();
    await create(account.token, { ...VALID, product: null, country: null, belowPercent: 50 });
    await traffic(account.id, { delivered: 5, failed: 15 }, { to: '+447911123456' });
    await evaluateAlerts(ctx.db);
    const to = await emailOf(account.id);
    await settle(async () => (await mails(to)).length).toBe(1);
    const [mail] = await mails(to);
    expect(mail.subject).toBe('所有产品发往所有国家和地区的送达率为 25.0%');
    expect(mail.body).toContain('20 条消息中有 5 条送达');
  });
});
