import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMicros, toMicros, type Callback, type WalletAlertSettings } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { post } from '../../server/modules/wallet/ledger';
import { demoMainId } from './billing.fixtures';
import { otherMainAccount } from './devtools.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { startReceivers, type Receivers } from './receivers';

const EXTRA = 'finance-alerts@example.com';
const USD = 1_000_000;

describe.each(backends())('low-balance alerts and the forecast on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  let receivers: Receivers;

  beforeAll(async () => {
    receivers = await startReceivers();
    ctx = await startApp(backend, {
      env: { JOB_WORKER: '1', JOB_POLL_MS: '100', CALLBACK_ALLOW: 'loopback' },
    });
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });

  const settings = () => call<WalletAlertSettings>(ctx.app, 'GET', '/v1/wallet/alerts', { token });
  const save = (body: unknown) =>
    call<WalletAlertSettings>(ctx.app, 'PUT', '/v1/wallet/alerts', { token, body });
  const available = async () => {
    const wallet = await ctx.db.kysely
      .selectFrom('wallets')
      .select(['balance_micros', 'credit_limit_micros'])
      .where('account_id', '=', mainId)
      .executeTakeFirstOrThrow();
    return Number(wallet.balance_micros) + Number(wallet.credit_limit_micros);
  };
  const charge = (micros: number) =>
    ctx.db.kysely.transaction().execute((trx) =>
      post(trx, {
        accountId: mainId,
        type: micros < 0 ? 'deduction' : 'adjust',
        amountMicros: micros,
      }),
    );
  /** The alert messages sent so far, per recipient. */
  const alerts = async () => {
    const rows = await ctx.db.kysely
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject', 'body'])
      .where('purpose', '=', 'balance-alert')
      .execute();
    return rows;
  };
  const settle = (check: () => Promise<unknown>) =>
    expect.poll(check, { timeout: 10_000, interval: 100 });

  it('has no thresholds until the account sets some, and keeps them highest first', async () => {
    expect((await settings()).body.data).toEqual({
      thresholds: [],
      emails: [],
      notifyAccount: true,
      callbackId: null,
    });
    const saved = await save({ thresholds: ['20', '50.5'], emails: [EXTRA], notifyAccount: true });
    expect(saved.body.data).toEqual({
      thresholds: ['50.50', '20.00'],
      emails: [EXTRA],
      notifyAccount: true,
      callbackId: null,
    });
    expect((await settings()).body.data).toEqual(saved.body.data);
  });

  it('refuses wrong rules with a reason per field and keeps the saved ones', async () => {
    const before = (await settings()).body.data;
    for (const [body, field] of [
      [{ thresholds: ['1', '2', '3', '4'], emails: [], notifyAccount: true }, 'thresholds'],
      [{ thresholds: ['0'], emails: [], notifyAccount: true }, 'thresholds.0'],
      [{ thresholds: ['-5'], emails: [], notifyAccount: true }, 'thresholds.0'],
      [{ thresholds: ['ten'], emails: [], notifyAccount: true }, 'thresholds.0'],
      [{ thresholds: ['10', '10.00'], emails: [], notifyAccount: true }, 'thresholds'],
      [{ thresholds: [], emails: ['not an address'], notifyAccount: true }, 'emails.0'],
      [{ thresholds: [], emails: Array(6).fill(EXTRA), notifyAccount: true }, 'emails'],
      [{ thresholds: [], emails: [] }, 'notifyAccount'],
    ] as const) {
      const answer = await save(body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, '400001']);
      expect(Object.keys((answer.body.data as unknown as { fields: object }).fields)).toContain(
        field,
      );
    }
    expect((await settings()).body.data).toEqual(before);
  });

  it('says why a threshold is refused: not a number, more than 2 decimals, not above 0, above the maximum', async () => {
    for (const [threshold, english, chinese] of [
      ['ten', 'Enter an amount such as 10.00', '请输入金额，例如 10.00'],
      ['10.123', 'Use at most 2 decimal places, such as 10.25', '最多两位小数，例如 10.25'],
      ['0', 'Enter an amount above 0.00 USD.', '请输入大于 0.00 USD 的金额。'],
      ['20000000', 'A threshold is at most 10,000,000.00 USD.', '阈值最多为 10,000,000.00 USD。'],
    ]) {
      for (const [language, why] of [
        ['en-US', english],
        ['zh-CN', chinese],
      ]) {
        const answer = await call<{ fields: Record<string, string> }>(
          ctx.app,
          'PUT',
          '/v1/wallet/alerts',
          {
            token,
            language,
            body: { thresholds: [threshold], emails: [], notifyAccount: true },
          },
        );
        expect(answer.body.data.fields, `${threshold} ${language}`).toEqual({
          'thresholds.0': why,
        });
      }
    }
  });

  it('tells each recipient once per crossing, and again after the balance came back', async () => {
    const now = await available();
    const high = now - 10 * USD;
    const low = now - 30 * USD;
    await save({
      thresholds: [fromMicros(high), fromMicros(low)],
      emails: [EXTRA],
      notifyAccount: true,
    });
    const recipients = [EXTRA, DEMO.email, DEMO.phone].sort();
    const sent = async () => (await alerts()).map((row) => row.recipient).sort();

    await charge(-15 * USD); // below the higher threshold
    await settle(sent).toEqual(recipients);
    await charge(-5 * USD); // still between the two: nothing new
    await charge(-15 * USD); // below the lower one
    await settle(async () => (await sent()).length).toBe(6);
    const [message] = (await alerts()).filter((row) => row.recipient === EXTRA);
    expect(message.subject).toMatch(/^Your available limit is below [\d,]+\.\d{2} USD$/);
    expect(message.body).toContain('/control/home/topUp');

    await charge(40 * USD); // back above both: re-armed
    await charge(-20 * USD); // below the higher one again
    await settle(async () => (await sent()).length).toBe(9);
    await charge(35 * USD);
  });

  it('sends a crossing once as a signed balance.low event to the callback address chosen', async () => {
    const created = await call<Callback & { secret: string }>(ctx.app, 'POST', '/v1/callbacks', {
      token,
      body: {
        channel: 'sms',
        events: ['message.delivered'],
        name: 'Finance hook',
        url: `${receivers.base}/balance`,
        method: 'POST',
      },
    });
    const address = created.body.data;
    // another account's address is no recipient
    const stranger = await otherMainAccount(ctx.db);
    const theirs = await call<Callback>(ctx.app, 'POST', '/v1/callbacks', {
      token: stranger.token,
      body: {
        channel: 'sms',
        events: ['message.delivered'],
        name: 'Theirs',
        url: `${receivers.base}/theirs`,
        method: 'POST',
      },
    });
    const before = (await settings()).body.data;
    const refused = await save({ ...before, callbackId: theirs.body.data.id });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body.data as unknown as { fields: object }).fields)).toEqual([
      'callbackId',
    ]);
    expect((await settings()).body.data).toEqual(before);

    const threshold = (await available()) - 10 * USD;
    const saved = await save({
      thresholds: [fromMicros(threshold)],
      emails: [],
      notifyAccount: false,
      callbackId: address.id,
    });
    expect(saved.body.data.callbackId).toBe(address.id);
    const events = () =>
      receivers.received.filter((request) => request.body.includes('"event":"balance.low"'));
    await charge(-15 * USD);
    await settle(async () => events().length).toBe(1);
    await charge(-1 * USD); // still below: no second event
    const [event] = events();
    const verified = new Webhook(address.secret).verify(event.body, {
      'webhook-id': String(event.headers['webhook-id']),
      'webhook-timestamp': String(event.headers['webhook-timestamp']),
      'webhook-signature': String(event.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({
      event: 'balance.low',
      data: { currency: 'USD', threshold: fromMicros(threshold) },
    });
    await settle(
      async () =>
        (
          await ctx.db.kysely
            .selectFrom('callback_deliveries')
            .select('event')
            .where('callback_id', '=', address.id)
            .where('event', '=', 'balance.low')
            .execute()
        ).length,
    ).toBe(1);
    expect(events()).toHaveLength(1);
    await charge(16 * USD);
    await save({ thresholds: [], emails: [], notifyAccount: true, callbackId: null });
  });

  it('forecasts the days the balance lasts at the last 7 days of spend', async () => {
    await save({ thresholds: [], emails: [], notifyAccount: true });
    const { body } = await call<{
      availableLimit: string;
      averageDailySpend: string;
      daysLeft: number | null;
      suggestedThreshold: string | null;
      belowThreshold: string | null;
    }>(ctx.app, 'GET', '/v1/wallet/forecast', { token });
    const spent = await ctx.db.kysely
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount_micros').as('total'))
      .where('account_id', '=', mainId)
      .where('type', '=', 'deduction')
      .where('created_at', '>', Date.now() - 7 * 86_400_000)
      .executeTakeFirstOrThrow();
    const daily = Math.round(-Number(spent.total) / 7);
    expect(daily).toBeGreaterThan(0);
    expect(body.data.daysLeft).toBe(Math.floor(toMicros(body.data.availableLimit) / daily));
    expect(toMicros(body.data.suggestedThreshold as string)).toBe(
      Math.round((daily * 3) / 10_000) * 10_000,
    );
    expect(body.data.belowThreshold).toBeNull();
    const above = fromMicros(toMicros(body.data.availableLimit) + 100 * USD);
    await save({ thresholds: [above], emails: [], notifyAccount: false });
    const warned = await call<{ belowThreshold: string }>(ctx.app, 'GET', '/v1/wallet/forecast', {
      token,
    });
    expect(warned.body.data.belowThreshold).toBe(above);
    await save({ thresholds: [], emails: [], notifyAccount: true });
  });
});
