import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromMicros } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { post } from '../../server/modules/wallet/ledger';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { lastMessage } from './outbox.fixtures';
import { deliver, stripeEnv } from './stripe.fixtures';
import { startStripeStub, type StripeStub, type StubCard } from './stripeStub';
import { startTopUp } from './topUp.fixtures';
import { demoMainId } from './wallet.fixtures';

const USD = 1_000_000;
const POLL = { timeout: 15_000, interval: 50 };

describe.each(backends())('auto-recharge through Stripe on %s', (backend) => {
  let stub: StripeStub;
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  beforeAll(async () => {
    stub = await startStripeStub();
    ctx = await startApp(backend, {
      env: { ...stripeEnv(stub.url), JOB_WORKER: '1', JOB_POLL_MS: '50' },
    });
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });
  beforeEach(async () => {
    await ctx.db.kysely.deleteFrom('auto_recharges').where('account_id', '=', mainId).execute();
  });

  /** A card checkout paid with a Stripe test card, which Stripe saves for later. */
  const saveCard = async (card: StubCard) => {
    const { body } = await startTopUp(ctx.app, token, { method: 'card', amount: '10.00' });
    const session = stub.complete((body.data.checkoutUrl ?? '').split('/').pop() as string, card);
    expect((await deliver(ctx.app, 'checkout.session.completed', session)).result).toBe('applied');
    const { body: state } = await call<{ paymentMethods: { id: string; last4: string }[] }>(
      ctx.app,
      'GET',
      '/v1/wallet/auto-recharge',
      { token },
    );
    return state.data.paymentMethods.find((method) => method.last4 === card) as { id: string };
  };
  const balance = async () =>
    Number(
      (
        await ctx.db.kysely
          .selectFrom('wallets')
          .select('balance_micros')
          .where('account_id', '=', mainId)
          .executeTakeFirstOrThrow()
      ).balance_micros,
    );
  /** A rule topping up by 10.00 just under the balance, and a debit that trips it. */
  const tripRecharge = async (paymentMethodId: string) => {
    const below = (await balance()) - 5 * USD;
    const saved = await call(ctx.app, 'PUT', '/v1/wallet/auto-recharge', {
      token,
      body: {
        enabled: true,
        below: fromMicros(below),
        mode: 'by',
        amount: '10.00',
        paymentMethodId,
        productKey: 'whatsapp',
        maxPerDay: 10,
        monthlyCap: '100000.00',
      },
    });
    expect(saved.status).toBe(200);
    await ctx.db.kysely
      .transaction()
      .execute((trx) =>
        post(trx, { accountId: mainId, type: 'deduction', amountMicros: -6 * USD }),
      );
    await expect
      .poll(
        async () =>
          (
            await ctx.db.kysely
              .selectFrom('auto_recharges')
              .select('outcome')
              .where('account_id', '=', mainId)
              .executeTakeFirst()
          )?.outcome,
        POLL,
      )
      .toMatch(/^(paid|failed)$/);
    return ctx.db.kysely
      .selectFrom('auto_recharges')
      .innerJoin('orders', 'orders.id', 'auto_recharges.order_id')
      .select(['auto_recharges.outcome', 'orders.id', 'orders.status', 'orders.failure_reason'])
      .where('auto_recharges.account_id', '=', mainId)
      .executeTakeFirstOrThrow();
  };
  const chargeOf = (orderId: string) =>
    stub.calls.filter(
      (c) => c.path === '/v1/payment_intents' && c.form['metadata[order_id]'] === orderId,
    );

  it('charges the saved card off-session through the account’s customer, keyed by the order', async () => {
    const card = await saveCard('4242');
    const start = await balance();
    const recharge = await tripRecharge(card.id);
    expect(recharge).toMatchObject({ outcome: 'paid', status: 'paid' });
    const [charge] = chargeOf(recharge.id);
    const customer = await ctx.db.kysely
      .selectFrom('payment_customers')
      .select('customer_ref')
      .where('account_id', '=', mainId)
      .executeTakeFirstOrThrow();
    expect(charge.form).toMatchObject({
      amount: '1000',
      currency: 'usd',
      customer: customer.customer_ref,
      off_session: 'true',
      confirm: 'true',
      'metadata[kind]': 'auto_recharge',
    });
    expect(charge.form.payment_method).toMatch(/^pm_4242_test_/);
    expect(charge.idempotencyKey).toBe(`om-charge-${recharge.id}`);
    expect(await balance()).toBe(start - 6 * USD + 10 * USD);
  });

  it('takes a card that needs authentication as a decline and emails a link to pay by hand', async () => {
    const card = await saveCard('3184');
    const start = await balance();
    const recharge = await tripRecharge(card.id);
    expect(recharge).toMatchObject({
      outcome: 'failed',
      status: 'failed',
      failure_reason: 'The card needs its holder to authenticate this payment.',
    });
    expect(chargeOf(recharge.id)).toHaveLength(1);
    expect(await balance()).toBe(start - 6 * USD);
    // the email is enqueued once the recharge's outcome is committed: it comes a moment later
    await expect
      .poll(async () => (await lastMessage(ctx.db, DEMO.email))?.subject, POLL)
      .toBe('Your card needs you to pay by hand');
    const mail = await lastMessage(ctx.db, DEMO.email);
    expect(mail?.body).toContain('https://console.example.com/control/home/topUp');
    expect(mail?.body).toContain('10.00 USD');
  });

  it('takes a declined card as a decline, without the authentication email', async () => {
    const card = await saveCard('0341');
    const before = await lastMessage(ctx.db, DEMO.email);
    const recharge = await tripRecharge(card.id);
    expect(recharge).toMatchObject({
      outcome: 'failed',
      failure_reason: 'The card issuer declined the payment.',
    });
    expect((await lastMessage(ctx.db, DEMO.email))?.id).toBe(before?.id);
  });
});
