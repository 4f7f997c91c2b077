import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopUp } from '../../contract';
import { loadConfig } from '../../server/config';
import { sweepExpired } from '../../server/modules/payments/expire';
import { auditOfflineOrder } from '../../server/modules/topUp/offline';
import { post } from '../../server/modules/wallet/ledger';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { notify, paidEvent, readTopUp, SANDBOX_SECRET, startTopUp } from './topUp.fixtures';
import { CUSTOM_PASSWORD, makeRole, makeSub } from './users.fixtures';
import { demoMainId, walletOf } from './wallet.fixtures';

const USD = 1_000_000;

describe.each(backends())('top-up on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  let base: string;
  const orderCount = async () =>
    Number(
      (
        await ctx.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const entriesOf = (orderId: string) =>
    ctx.db.kysely
      .selectFrom('ledger_entries')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
  /** Opens the checkout link and presses a button, over real HTTP like a browser. */
  const press = async (topUp: TopUp, button: 'pay' | 'decline') => {
    const url = new URL(topUp.checkoutUrl as string, base);
    const form = new URLSearchParams({
      token: url.searchParams.get('token') as string,
      lang: 'en_US',
    });
    const response = await fetch(`${base}/om/pay/sandbox/${topUp.order.id}/${button}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    ctx = await startApp(backend, { env: { SANDBOX_SECRET } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    // The sandbox notifies the server at its public address, like a real provider.
    ctx.config.sandboxNotifyUrl = `${base}/om/pay/notify/sandbox`;
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
  });
  afterAll(() => ctx.close());

  it('offers presets, the minimum and the offline bank details (the demo ones, plainly fictitious)', async () => {
    const { body } = await call<Record<string, unknown>>(ctx.app, 'GET', '/v1/top-ups/options', {
      token,
    });
    expect(body.data).toMatchObject({
      minimum: '10.00',
      onlineEnabled: true,
      payTimeoutMinutes: 30,
      offline: {
        hongKong: {
          corporateName: expect.stringMatching(/\(demo\)$/),
          bankName: expect.any(String),
        },
        mainland: { unitName: expect.any(String), remark: expect.any(String) },
      },
    });
    expect((body.data.presets as string[]).length).toBeGreaterThan(3);
  });

  it('refuses amounts under 10.00 USD and other bad input, creating nothing', async () => {
    const before = await orderCount();
    const wallet = await walletOf(ctx.db, mainId);
    const cases: [{ method: string; amount: string; productKey?: string }, string, string][] = [
      [{ method: 'card', amount: '9.99' }, 'amount', 'Minimum 10.00 USD'],
      [{ method: 'offline', amount: '0' }, 'amount', 'Minimum 10.00 USD'],
      [
        { method: 'balance', amount: '9.999' },
        'amount',
        'Use at most 2 decimal places, such as 10.25',
      ],
      [{ method: 'card', amount: '99999999' }, 'amount', 'At most 1,000,000.00 USD per top-up'],
      [{ method: 'card', amount: '-10' }, 'amount', 'Enter an amount such as 10.00'],
      [{ method: 'card', amount: '1e3' }, 'amount', 'Enter an amount such as 10.00'],
      [{ method: 'card', amount: '' }, 'amount', 'Enter an amount such as 10.00'],
      [{ method: 'card', amount: '1000000.01' }, 'amount', 'At most 1,000,000.00 USD per top-up'],
      [{ method: 'bitcoin', amount: '50' }, 'method', 'Choose one of the listed values'],
      [
        { method: 'card', amount: '50', productKey: 'otp_voice' },
        'productKey',
        'Activate this product before topping up for it.',
      ],
      [
        { method: 'card', amount: '50', productKey: "x' OR 1=1" },
        'productKey',
        'Activate this product before topping up for it.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const { status, body: answer } = await startTopUp(ctx.app, token, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect((answer.data as unknown as { fields: Record<string, string> }).fields[field]).toBe(
        message,
      );
    }
    const zh = await startTopUp(ctx.app, token, { method: 'card', amount: '9.99' }, 'zh-CN');
    expect((zh.body.data as unknown as { fields: Record<string, string> }).fields.amount).toBe(
      '最低 10.00 USD',
    );
    const decimals = await startTopUp(
      ctx.app,
      token,
      { method: 'card', amount: '10.123' },
      'zh-CN',
    );
    expect(
      (decimals.body.data as unknown as { fields: Record<string, string> }).fields.amount,
    ).toBe('最多两位小数，例如 10.25');
    expect(await orderCount()).toBe(before);
    expect(await walletOf(ctx.db, mainId)).toEqual(wallet);
  });

  it('pays 25.00 USD by card through the sandbox checkout and credits the wallet once', async () => {
    const before = await walletOf(ctx.db, mainId);
    const { status, body } = await startTopUp(ctx.app, token, { method: 'card', amount: '25' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      method: 'card',
      productName: 'WhatsApp Business Messaging',
      accountName: 'Demo Admin',
      accountId: mainId,
      timedOut: false,
      order: {
        status: 'unpaid',
        auditStatus: 'none',
        paymentMethod: 'online',
        financialType: 'top_up',
        amount: '25.00',
        paidAmount: '0.00',
        productKey: 'whatsapp',
      },
    });
    expect(body.data.checkoutUrl).toMatch(/^\/om\/pay\/sandbox\//);

    const page = await fetch(new URL(body.data.checkoutUrl as string, base));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(body.data.order.orderNo);
    expect(html).toContain('25.00 USD');
    expect(html).toMatch(/>Pay</);
    expect(html).toMatch(/>Decline</);

    const paid = await press(body.data, 'pay');
    expect(paid.html).toContain('Payment successful');
    const after = await readTopUp(ctx.app, token, body.data.order.id);
    expect(after.body.data.order).toMatchObject({ status: 'paid', paidAmount: '25.00' });
    expect(after.body.data.order.paidAt).not.toBeNull();
    expect(after.body.data.checkoutUrl).toBeNull();
    const wallet = await walletOf(ctx.db, mainId);
    expect(wallet.balance).toBe(before.balance + 25 * USD);
    expect(wallet.ledgerSum).toBe(wallet.balance);
    expect(await entriesOf(body.data.order.id)).toMatchObject([
      { type: 'top_up', amount_micros: 25 * USD, account_id: mainId },
    ]);

    // Pressing Pay again on the old window changes nothing.
    const again = await press(body.data, 'pay');
    expect(again.html).toContain('Order already handled');
    expect((await walletOf(ctx.db, mainId)).balance).toBe(wallet.balance);
  });

  it('applies the same notification 10 times (in a row and at once) exactly once', async () => {
    const before = await walletOf(ctx.db, mainId);
    const { body } = await startTopUp(ctx.app, token, { method: 'alipay', amount: '40.00' });
    const event = paidEvent(body.data.order);
    const results: string[] = [];
    for (let i = 0; i < 5; i += 1) results.push((await notify(ctx.app, event)).body.data.result);
    const racing = await Promise.all(Array.from({ length: 5 }, () => notify(ctx.app, event)));
    results.push(...racing.map((r) => r.body.data.result));
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(9);
    // A second, different event for the paid order does not credit again either.
    const other = await notify(ctx.app, paidEvent(body.data.order, { eventId: 'evt_other' }));
    expect(other.body.data.result).toBe('ignored');
    const wallet = await walletOf(ctx.db, mainId);
    expect(wallet.balance).toBe(before.balance + 40 * USD);
    expect(wallet.ledgerSum).toBe(wallet.balance);
    expect(await entriesOf(body.data.order.id)).toHaveLength(1);
    const row = await ctx.db.kysely
      .selectFrom('payment_notifications')
      .select('deliveries')
      .where('event_id', '=', event.eventId)
      .executeTakeFirstOrThrow();
    expect(row.deliveries).toBe(10);
  });

  it('refuses notifications that are not authentic and ignores wrong amounts', async () => {
    const before = await walletOf(ctx.db, mainId);
    const { body } = await startTopUp(ctx.app, token, { method: 'wechat', amount: '30' });
    const event = paidEvent(body.data.order);
    expect((await notify(ctx.app, event, { secret: 'guessed' })).status).toBe(400);
    expect((await notify(ctx.app, event, { time: Date.now() - 3_600_000 })).status).toBe(400);
    expect((await notify(ctx.app, event, { body: '{"not":"json"' })).status).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/om/pay/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const cheaper = await notify(ctx.app, { ...event, eventId: 'evt_cheap', amount: '0.01' });
    expect(cheaper.body.data.result).toBe('ignored');
    const unknown = await notify(ctx.app, { ...event, eventId: 'evt_x', orderId: 'nothere' });
    expect(unknown.body.data.result).toBe('ignored');
    expect((await readTopUp(ctx.app, token, body.data.order.id)).body.data.order.status).toBe(
      'unpaid',
    );
    expect(await walletOf(ctx.db, mainId)).toEqual(before);
  });

  it('a declined payment fails the order with its reason and credits nothing', async () => {
    const before = await walletOf(ctx.db, mainId);
    const { body } = await startTopUp(ctx.app, token, { method: 'card', amount: '25' });
    const declined = await press(body.data, 'decline');
    expect(declined.html).toContain('Payment declined');
    const after = (await readTopUp(ctx.app, token, body.data.order.id)).body.data;
    expect(after.order).toMatchObject({
      status: 'failed',
      failureReason: 'The card issuer declined the payment.',
    });
    const zh = await call<TopUp>(ctx.app, 'GET', `/v1/top-ups/${body.data.order.id}`, {
      token,
      language: 'zh-CN',
    });
    expect(zh.body.data.order.failureReason).toBe('发卡行拒绝了该笔支付。');
    // failed is final: a late "paid" does not revive it.
    const late = await notify(ctx.app, paidEvent(body.data.order, { eventId: 'evt_late' }));
    expect(late.body.data.result).toBe('ignored');
    expect(await walletOf(ctx.db, mainId)).toEqual(before);
  });

  it('cancels an order left unpaid past its time and never credits it afterwards', async () => {
    const before = await walletOf(ctx.db, mainId);
    const { body } = await startTopUp(ctx.app, token, { method: 'unionpay', amount: '60' });
    expect(Date.parse(body.data.expiresAt as string) - Date.now()).toBeGreaterThan(29 * 60_000);
    await ctx.db.kysely
      .updateTable('orders')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', body.data.order.id)
      .execute();
    const read = (await readTopUp(ctx.app, token, body.data.order.id)).body.data;
    expect(read).toMatchObject({ timedOut: true, checkoutUrl: null, order: { status: 'cancel' } });
    expect((await press(body.data, 'pay')).html).toContain('Payment expired');
    const late = await notify(ctx.app, paidEvent(body.data.order, { eventId: 'evt_expired' }));
    expect(late.body.data.result).toBe('ignored');
    expect(await walletOf(ctx.db, mainId)).toEqual(before);

    // The sweeper cancels the ones nobody looks at.
    const other = (await startTopUp(ctx.app, token, { method: 'card', amount: '10' })).body.data;
    await ctx.db.kysely
      .updateTable('orders')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', other.order.id)
      .execute();
    expect(await sweepExpired(ctx.db.kysely, ctx.app.config.payTimeoutMs)).toBeGreaterThanOrEqual(
      1,
    );
    const swept = await ctx.db.kysely
      .selectFrom('orders')
      .select('status')
      .where('id', '=', other.order.id)
      .executeTakeFirstOrThrow();
    expect(swept.status).toBe('cancel');
  });

  it('offline: an order pending audit that the operator passes (credit) or refuses', async () => {
    const before = await walletOf(ctx.db, mainId);
    const passed = (await startTopUp(ctx.app, token, { method: 'offline', amount: '500' })).body
      .data;
    expect(passed).toMatchObject({
      method: 'offline',
      checkoutUrl: null,
      order: { status: 'pending', auditStatus: 'pending', paymentMethod: 'offline' },
    });
    expect((await walletOf(ctx.db, mainId)).balance).toBe(before.balance);
    const outcome = await auditOfflineOrder(ctx.db, passed.order.orderNo, 'pass', null);
    expect(outcome).toMatchObject({ status: 'paid', amount: '500.00' });
    expect((await readTopUp(ctx.app, token, passed.order.id)).body.data.order).toMatchObject({
      status: 'paid',
      auditStatus: 'pass',
      paidAmount: '500.00',
    });
    await expect(auditOfflineOrder(ctx.db, passed.order.orderNo, 'pass', null)).rejects.toThrow(
      /not an offline order awaiting audit/,
    );

    const refused = (await startTopUp(ctx.app, token, { method: 'offline', amount: '70' })).body
      .data;
    await auditOfflineOrder(ctx.db, refused.order.orderNo, 'refuse', 'No transfer received');
    expect((await readTopUp(ctx.app, token, refused.order.id)).body.data.order).toMatchObject({
      status: 'failed',
      auditStatus: 'refused',
      failureReason: 'No transfer received',
    });
    await expect(auditOfflineOrder(ctx.db, 'OM-none', 'pass', null)).rejects.toThrow(/no order/);
    const wallet = await walletOf(ctx.db, mainId);
    expect(wallet.balance).toBe(before.balance + 500 * USD);
    expect(wallet.ledgerSum).toBe(wallet.balance);
  });

  it('balance payment moves money to the product, and is refused when the limit is too low', async () => {
    const before = await walletOf(ctx.db, mainId);
    const { body } = await startTopUp(ctx.app, token, {
      method: 'balance',
      amount: '100.50',
      productKey: 'sms_verification',
    });
    expect(body.data.order).toMatchObject({
      status: 'paid',
      paymentMethod: 'balance',
      financialType: 'transfer',
      productKey: 'sms_verification',
      paidAmount: '100.50',
    });
    expect(await entriesOf(body.data.order.id)).toMatchObject([
      { type: 'transfer', amount_micros: -100_500_000 },
    ]);
    const after = await walletOf(ctx.db, mainId);
    expect(after.balance).toBe(before.balance - 100_500_000);

    const orders = await orderCount();
    const available = (after.balance + after.credit) / USD;
    const tooMuch = await startTopUp(ctx.app, token, {
      method: 'balance',
      amount: `${Math.floor(available) + 1}.00`,
    });
    expect(tooMuch.status).toBe(402);
    expect(tooMuch.body.code).toBe('402001');
    // both amounts as the screens show them: thousands separators, two decimals
    expect(tooMuch.body.message).toMatch(
      /^Your available limit \(\d{1,3}(,\d{3})*\.\d{2} USD\) is lower than \d{1,3}(,\d{3})*\.\d{2} USD/,
    );
    expect(await orderCount()).toBe(orders);
    expect(await walletOf(ctx.db, mainId)).toEqual(after);
  });

  it('concurrent balance payments never take the available limit below zero', async () => {
    const role = await makeRole(ctx.app, token, ['bill']);
    const sub = await makeSub(ctx.app, token, role.id, {
      products: [{ productKey: 'whatsapp', billingMethod: 'independent' }],
    });
    await ctx.db.kysely
      .transaction()
      .execute((trx) => post(trx, { accountId: sub.id, type: 'adjust', amountMicros: 35 * USD }));
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        startTopUp(ctx.app, subToken, { method: 'balance', amount: '10' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(7);
    const wallet = await walletOf(ctx.db, sub.id);
    expect(wallet).toMatchObject({ balance: 5 * USD, credit: 0, ledgerSum: 5 * USD });
    const transfers = await ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('account_id', '=', sub.id)
      .execute();
    expect(transfers).toHaveLength(3);
  });

  it("never shows another account's top-up", async () => {
    const { body } = await startTopUp(ctx.app, token, { method: 'offline', amount: '10' });
    await ctx.db.kysely
      .updateTable('orders')
      .set({ main_id: 'someone-else' })
      .where('id', '=', body.data.order.id)
      .execute();
    const other = await readTopUp(ctx.app, token, body.data.order.id);
    expect(other.status).toBe(404);
  });
});

describe('top-up with online payment turned off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp('sqlite', { env: { ONLINE_PAYMENT: '0' } });
  });
  afterAll(() => ctx.close());

  it('says so and refuses online methods, while offline still works', async () => {
    const token = await signIn(ctx.app);
    const options = await call<{ onlineEnabled: boolean }>(ctx.app, 'GET', '/v1/top-ups/options', {
      token,
    });
    expect(options.body.data.onlineEnabled).toBe(false);
    const card = await startTopUp(ctx.app, token, { method: 'card', amount: '25' });
    expect(card.status).toBe(400);
    expect(card.body.message).toBe(
      'Online payment is unsupported for some platform regulation reasons.',
    );
    const offline = await startTopUp(ctx.app, token, { method: 'offline', amount: '25' });
    expect(offline.body.data.order.status).toBe('pending');
  });
});

describe('top-up without bank details for offline payment', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // no OFFLINE_BANK_JSON and no demo: nothing to transfer to
    ctx = await startApp('sqlite', { env: { SEED_DEMO: '0' } });
  });
  afterAll(() => ctx.close());

  it('does not offer offline payment and refuses it, creating nothing', async () => {
    const token = await signIn(ctx.app);
    const options = await call<{ offline: unknown }>(ctx.app, 'GET', '/v1/top-ups/options', {
      token,
    });
    expect(options.body.data.offline).toBeNull();
    const orders = async () =>
      Number(
        (
          await ctx.db.kysely
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await orders();
    const offline = await startTopUp(ctx.app, token, { method: 'offline', amount: '25' });
    expect(offline.status).toBe(400);
    expect(offline.body.message).toBe(
      'Offline payment is not available. Choose another way to pay.',
    );
    expect(await orders()).toBe(before);
  });

  it('refuses to start with incomplete or unreadable bank details, naming what is missing', () => {
    expect(() =>
      loadConfig({ OFFLINE_BANK_JSON: JSON.stringify({ hongKong: { corporateName: 'A' } }) }),
    ).toThrow(/OFFLINE_BANK_JSON lacks hongKong\.currentAccount/);
    expect(() => loadConfig({ OFFLINE_BANK_JSON: '{oops' })).toThrow(
      'OFFLINE_BANK_JSON is not JSON',
    );
  });
});
