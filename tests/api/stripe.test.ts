import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopUp } from '../../contract';
import { providerFor } from '../../server/modules/payments/providers';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { deliver, STRIPE_WEBHOOK_SECRET, stripeEnv } from './stripe.fixtures';
import {
  startStripeStub,
  stripeEvent,
  stripeSignature,
  type Json,
  type StripeCall,
  type StripeStub,
} from './stripeStub';
import { readTopUp, startTopUp } from './topUp.fixtures';
import { demoMainId, walletOf } from './wallet.fixtures';

const USD = 1_000_000;

describe.each(backends())('Stripe as the payment provider on %s', (backend) => {
  let stub: StripeStub;
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  const logs: string[] = [];
  beforeAll(async () => {
    stub = await startStripeStub();
    ctx = await startApp(backend, {
      env: stripeEnv(stub.url),
      logStream: { write: (line) => logs.push(line) },
    });
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  const callsTo = (path: string) =>
    stub.calls.filter((c) => c.method === 'POST' && c.path === path);
  const sessionCallOf = (orderId: string) =>
    callsTo('/v1/checkout/sessions').find(
      (c) => c.form.client_reference_id === orderId,
    ) as StripeCall;
  const sessionIdOf = (topUp: TopUp) => (topUp.checkoutUrl ?? '').split('/').pop() as string;
  const orderOf = (id: string) =>
    ctx.db.kysely.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const topUp = async (method: string, amount: string) => {
    const { status, body } = await startTopUp(ctx.app, token, { method, amount });
    expect(status, body.message).toBe(200);
    return body.data;
  };
  const paidSession = async (card: TopUp) => stub.complete(sessionIdOf(card));

  it('offers the methods of STRIPE_METHODS', async () => {
    const { body } = await call<{ onlineChannels: string[] }>(
      ctx.app,
      'GET',
      '/v1/top-ups/options',
      {
        token,
      },
    );
    expect(body.data.onlineChannels).toEqual(['card', 'alipay', 'wechat', 'unionpay']);
  });

  it('opens a card checkout: cents, usd, the order as reference, the card saved for later, one customer', async () => {
    const first = await topUp('card', '25');
    expect(first.checkoutUrl).toMatch(new RegExp(`^${stub.url}/pay/cs_test_`));
    const sent = sessionCallOf(first.order.id);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      client_reference_id: first.order.id,
      'metadata[order_id]': first.order.id,
      'metadata[account_id]': mainId,
      'payment_intent_data[metadata][order_id]': first.order.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2500',
      'allowed_payment_method_types[0]': 'card',
      'payment_intent_data[setup_future_usage]': 'off_session',
      success_url: `https://console.example.com/control/financialOverview/payResult?id=${first.order.id}`,
      cancel_url: 'https://console.example.com/control/home/topUp',
      locale: 'en',
    });
    expect(sent.idempotencyKey).toBe(`om-checkout-${first.order.id}`);
    expect(sent.stripeVersion).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(sent.authorization).toBe('Bearer sk_test_console');
    // the session closes 5 minutes before its order (40 minutes with Stripe) is cancelled
    const expiresAt = Number(sent.form.expires_at) * 1000;
    const orderExpiry = Date.parse(first.expiresAt ?? '');
    expect(orderExpiry - Date.now()).toBeGreaterThan(39 * 60_000);
    expect(Math.abs(orderExpiry - 5 * 60_000 - expiresAt)).toBeLessThan(1000);

    const [customer] = callsTo('/v1/customers');
    expect(customer.idempotencyKey).toBe(`om-customer-${mainId}`);
    expect(customer.form).toMatchObject({
      email: 'demo@example.com',
      'metadata[account_id]': mainId,
    });
    expect(sent.form.customer).toMatch(/^cus_test_/);

    const second = await topUp('unionpay', '10.50');
    const again = sessionCallOf(second.order.id);
    expect(again.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '1050',
      'allowed_payment_method_types[0]': 'card',
      customer: sent.form.customer,
    });
    expect(again.idempotencyKey).toBe(`om-checkout-${second.order.id}`);
    expect(callsTo('/v1/customers')).toHaveLength(1);
  });

  it('opens Alipay and WeChat Pay checkouts without saving anything', async () => {
    const alipay = sessionCallOf((await topUp('alipay', '30')).order.id);
    expect(alipay.form['allowed_payment_method_types[0]']).toBe('alipay');
    const wechat = sessionCallOf((await topUp('wechat', '40')).order.id);
    expect(wechat.form).toMatchObject({
      'allowed_payment_method_types[0]': 'wechat_pay',
      'payment_method_options[wechat_pay][client]': 'web',
    });
    for (const sent of [alipay, wechat]) {
      expect(sent.form['payment_intent_data[setup_future_usage]']).toBeUndefined();
      expect(sent.form.customer).toBeUndefined();
    }
  });

  it('sends a retried checkout with the same key, so Stripe answers the one session', async () => {
    const order = await topUp('card', '12');
    const provider = providerFor(ctx.config, ctx.db);
    const request = {
      orderId: order.order.id,
      orderNo: order.order.orderNo,
      accountId: mainId,
      amountMicros: 12 * USD,
      channel: 'card' as const,
      language: 'en_US' as const,
      expiresAt: Date.parse(order.expiresAt ?? ''),
    };
    const retried = await provider.checkout(request);
    expect(retried.url).toBe(order.checkoutUrl);
    const keys = stub.calls
      .filter((c) => c.form.client_reference_id === order.order.id)
      .map((c) => c.idempotencyKey);
    expect(keys).toEqual([`om-checkout-${order.order.id}`, `om-checkout-${order.order.id}`]);
    expect(
      [...stub.sessions.values()].filter((s) => s.client_reference_id === order.order.id),
    ).toHaveLength(1);
  });

  it('reopens the checkout of an unpaid order, and none once it is paid', async () => {
    const card = await topUp('card', '15');
    expect((await readTopUp(ctx.app, token, card.order.id)).body.data.checkoutUrl).toBe(
      card.checkoutUrl,
    );
    const paid = await paidSession(card);
    expect((await deliver(ctx.app, 'checkout.session.completed', paid)).result).toBe('applied');
    expect((await readTopUp(ctx.app, token, card.order.id)).body.data.checkoutUrl).toBeNull();
    // a session Stripe does not know (or Stripe not answering) leaves only the link out
    const lost = await topUp('card', '16');
    await ctx.db.kysely
      .updateTable('orders')
      .set({ provider_ref: 'cs_test_unknown' })
      .where('id', '=', lost.order.id)
      .execute();
    const read = await readTopUp(ctx.app, token, lost.order.id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ checkoutUrl: null, order: { status: 'unpaid' } });
  });

  it('credits a paid checkout.session.completed once, keeps the saved card, and ignores its replay', async () => {
    const card = await topUp('card', '25');
    const before = await walletOf(ctx.db, mainId);
    const paid = await paidSession(card);
    const first = await deliver(ctx.app, 'checkout.session.completed', paid, {
      id: `evt_${card.order.id}`,
    });
    expect(first).toEqual({ status: 200, result: 'applied' });
    const order = await orderOf(card.order.id);
    expect(order).toMatchObject({ status: 'paid', provider_ref: paid.payment_intent });
    expect(await walletOf(ctx.db, mainId)).toMatchObject({ balance: before.balance + 25 * USD });

    const replay = await deliver(ctx.app, 'checkout.session.completed', paid, {
      id: `evt_${card.order.id}`,
    });
    expect(replay).toEqual({ status: 200, result: 'duplicate' });
    expect(await walletOf(ctx.db, mainId)).toMatchObject({ balance: before.balance + 25 * USD });

    const saved = await ctx.db.kysely
      .selectFrom('payment_methods')
      .selectAll()
      .where('account_id', '=', mainId)
      .where('provider', '=', 'stripe')
      .execute();
    expect(saved.map((m) => [m.brand, m.last4, m.fingerprint])).toEqual([
      ['Visa', '4242', 'fp_4242'],
    ]);
    expect(saved[0].provider_token).toMatch(/^pm_4242_test_/);
  });

  it('waits on a completed but unpaid session, then credits async_payment_succeeded', async () => {
    const order = await topUp('card', '20');
    const before = await walletOf(ctx.db, mainId);
    const completed = stub.complete(sessionIdOf(order), '4242', { async: true });
    expect(completed.payment_status).toBe('unpaid');
    expect(await deliver(ctx.app, 'checkout.session.completed', completed)).toEqual({
      status: 200,
      result: 'ignored',
    });
    expect((await orderOf(order.order.id)).status).toBe('unpaid');
    expect(await walletOf(ctx.db, mainId)).toEqual(before);

    const succeeded = { ...completed, payment_status: 'paid' };
    expect(
      (await deliver(ctx.app, 'checkout.session.async_payment_succeeded', succeeded)).result,
    ).toBe('applied');
    expect((await orderOf(order.order.id)).status).toBe('paid');
    expect(await walletOf(ctx.db, mainId)).toMatchObject({ balance: before.balance + 20 * USD });
  });

  it('fails the order on async_payment_failed, crediting nothing', async () => {
    const order = await topUp('card', '18');
    const before = await walletOf(ctx.db, mainId);
    const completed = stub.complete(sessionIdOf(order), '4242', { async: true });
    const failed = await deliver(ctx.app, 'checkout.session.async_payment_failed', completed);
    expect(failed.result).toBe('applied');
    expect(await orderOf(order.order.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'The payment did not go through.',
    });
    expect(await walletOf(ctx.db, mainId)).toEqual(before);
  });

  it('keeps a checkout open after payment_intent.payment_failed (the payer may try another card)', async () => {
    const order = await topUp('card', '22');
    const attempt = {
      id: 'pi_test_declined_attempt',
      object: 'payment_intent',
      amount: 2200,
      currency: 'usd',
      metadata: { order_id: order.order.id, account_id: mainId, kind: 'checkout', channel: 'card' },
      last_payment_error: { code: 'card_declined' },
    };
    expect(await deliver(ctx.app, 'payment_intent.payment_failed', attempt)).toEqual({
      status: 200,
      result: 'ignored',
    });
    expect((await orderOf(order.order.id)).status).toBe('unpaid');
    // the same event for a charge of a saved card ends its order
    const offSession = { ...attempt, metadata: { ...attempt.metadata, kind: 'auto_recharge' } };
    expect((await deliver(ctx.app, 'payment_intent.payment_failed', offSession)).result).toBe(
      'applied',
    );
    expect(await orderOf(order.order.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'The card issuer declined the payment.',
    });
  });

  it('refuses forged deliveries and changes nothing', async () => {
    const order = await topUp('card', '35');
    const before = await walletOf(ctx.db, mainId);
    const paid = await paidSession(order);
    const tampered = { ...paid, amount_total: 3_500_000 };
    const forgeries = [
      { secret: 'whsec_someone_else' },
      { secret: '' },
      { timestamp: Math.floor(Date.now() / 1000) - 3600 },
      // as far ahead as Stripe's tolerance allows behind, and a little more
      { timestamp: Math.floor(Date.now() / 1000) + 310 },
      { timestamp: Math.floor(Date.now() / 1000) + 3600 },
      { signature: 't=1,v1=00' },
      { signature: '' },
    ];
    for (const forgery of forgeries) {
      const answer = await deliver(ctx.app, 'checkout.session.completed', paid, {
        id: 'evt_forged',
        ...forgery,
      });
      expect(answer.status, JSON.stringify(forgery)).toBe(400);
    }
    // the genuine signature of the paid session over a body whose amount was raised
    const raised = await deliver(ctx.app, 'checkout.session.completed', tampered, {
      id: 'evt_forged',
      signature: signatureOf(paid),
    });
    expect(raised.status).toBe(400);
    expect((await orderOf(order.order.id)).status).toBe('unpaid');
    expect(await walletOf(ctx.db, mainId)).toEqual(before);
    const notified = await ctx.db.kysely
      .selectFrom('payment_notifications')
      .select('event_id')
      .where('event_id', '=', 'evt_forged')
      .execute();
    expect(notified).toEqual([]);
  });

  it('changes nothing for an event naming another account than its order’s, and logs it', async () => {
    const order = await topUp('card', '46');
    const paid = await paidSession(order);
    const before = await walletOf(ctx.db, mainId);
    const metadata = { ...(paid.metadata as Json), account_id: 'acc_someone_else' };
    const other = await deliver(ctx.app, 'checkout.session.completed', { ...paid, metadata });
    expect(other).toEqual({ status: 200, result: 'mismatched' });
    expect((await orderOf(order.order.id)).status).toBe('unpaid');
    expect(await walletOf(ctx.db, mainId)).toEqual(before);
    expect(logs.join('\n')).toMatch(/"level":40.*"result":"mismatched"/);
  });

  it('ignores events of other integrations and an amount that is not the order’s', async () => {
    expect(await deliver(ctx.app, 'customer.created', { id: 'cus_x', object: 'customer' })).toEqual(
      { status: 200, result: 'ignored' },
    );
    const order = await topUp('card', '45');
    const paid = await paidSession(order);
    const before = await walletOf(ctx.db, mainId);
    const wrong = await deliver(ctx.app, 'checkout.session.completed', {
      ...paid,
      amount_total: 100,
    });
    expect(wrong.result).toBe('ignored');
    expect((await orderOf(order.order.id)).status).toBe('unpaid');
    expect(await walletOf(ctx.db, mainId)).toEqual(before);
  });
});

/** The Stripe-Signature a genuine delivery of `object` carries (to graft onto another body). */
const signatureOf = (object: Json) =>
  stripeSignature(
    stripeEvent('checkout.session.completed', object, 'evt_forged'),
    STRIPE_WEBHOOK_SECRET,
  );

describe('Stripe with only cards enabled', () => {
  let stub: StripeStub;
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    stub = await startStripeStub();
    ctx = await startApp('sqlite', { env: stripeEnv(stub.url, 'card') });
    token = await signIn(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  it('offers only cards and refuses a method Stripe could not complete, calling Stripe for none', async () => {
    const { body } = await call<{ onlineChannels: string[]; onlineEnabled: boolean }>(
      ctx.app,
      'GET',
      '/v1/top-ups/options',
      { token },
    );
    expect(body.data).toMatchObject({ onlineEnabled: true, onlineChannels: ['card'] });
    for (const method of ['alipay', 'wechat', 'unionpay']) {
      const answer = await startTopUp(ctx.app, token, { method, amount: '50' });
      expect(answer.status).toBe(400);
      expect(
        (answer.body.data as unknown as { fields: Record<string, string> }).fields.method,
      ).toBe('This payment method is not available. Choose another way to pay.');
    }
    expect(stub.calls).toEqual([]);
  });
});
