import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromMicros, type AutoRechargeSettings } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { post } from '../../server/modules/wallet/ledger';
import { demoMainId } from './billing.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { lastMessage } from './outbox.fixtures';
import { notify, paidEvent, SANDBOX_SECRET, startTopUp } from './topUp.fixtures';

const USD = 1_000_000;
const POLL = { timeout: 15_000, interval: 50 };

type State = AutoRechargeSettings & {
  paymentMethods: { id: string; brand: string; last4: string }[];
  consecutiveFailures: number;
  disabledReason: string | null;
  usedToday: number;
  spentThisMonth: string;
};

describe.each(backends())('auto-recharge on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  beforeAll(async () => {
    ctx = await startApp(backend, {
      env: { SANDBOX_SECRET, JOB_WORKER: '1', JOB_POLL_MS: '50' },
    });
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
  });
  afterAll(() => ctx.close());
  // each test counts its own recharges against the guardrails
  beforeEach(async () => {
    await ctx.db.kysely.deleteFrom('auto_recharges').where('account_id', '=', mainId).execute();
  });

  const state = async () =>
    (await call<State>(ctx.app, 'GET', '/v1/wallet/auto-recharge', { token })).body.data;
  const save = (body: Partial<AutoRechargeSettings>) =>
    call<State & { fields: Record<string, string> }>(ctx.app, 'PUT', '/v1/wallet/auto-recharge', {
      token,
      body: {
        enabled: true,
        mode: 'to',
        productKey: 'whatsapp',
        maxPerDay: 3,
        monthlyCap: '100000.00',
        ...body,
      },
    });
  /** A card top-up paid at the sandbox checkout, the payer ticking "save this card". */
  const saveCard = async (last4: '4242' | '0002') => {
    const { body } = await startTopUp(ctx.app, token, { method: 'card', amount: '10.00' });
    const order = body.data.order;
    const saved = await notify(
      ctx.app,
      paidEvent(order, {
        eventId: `evt_card_${order.id}`,
        savedMethod: {
          token: `sbxpm_${last4}_${order.id.slice(-16).padStart(16, '0')}`,
          brand: 'Visa',
          last4,
        },
      }),
    );
    expect(saved.body.data.result).toBe('applied');
    const methods = (await state()).paymentMethods;
    return methods.find((method) => method.last4 === last4) ?? methods[0];
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
  const spend = (micros: number) =>
    ctx.db.kysely
      .transaction()
      .execute((trx) => post(trx, { accountId: mainId, type: 'deduction', amountMicros: -micros }));
  /** A debit that leaves the balance 1.00 under `below`, or 1.00 lower when it is already. */
  const dipBelow = async (below: number) => spend(Math.max((await balance()) - below, 0) + USD);
  const attempts = () =>
    ctx.db.kysely
      .selectFrom('auto_recharges')
      .select(['outcome', 'reason', 'amount_micros', 'order_id'])
      .where('account_id', '=', mainId)
      .orderBy('created_at')
      .execute();
  /** Waits until the wallet has no recharge in flight and `n` attempts are recorded. */
  const settled = async (n: number) => {
    await expect.poll(async () => (await attempts()).length, POLL).toBe(n);
    await expect
      .poll(
        async () =>
          (
            await ctx.db.kysely
              .selectFrom('auto_recharge_rules')
              .select('in_flight_since')
              .where('account_id', '=', mainId)
              .executeTakeFirstOrThrow()
          ).in_flight_since,
        POLL,
      )
      .toBeNull();
    return attempts();
  };

  it('keeps a card saved at the checkout, shown by brand and last four digits', async () => {
    const card = await saveCard('4242');
    expect(card).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect(JSON.stringify(await state())).not.toContain('sbxpm_');
  });

  it('refuses rules that could not work, and keeps the saved one', async () => {
    const card = await saveCard('4242');
    const before = await state();
    for (const [body, field] of [
      [{ below: '50', amount: '9.99', paymentMethodId: card.id }, 'amount'],
      [{ below: '50', amount: '40.00', paymentMethodId: card.id }, 'amount'],
      [{ below: '-1', amount: '100.00', paymentMethodId: card.id }, 'below'],
      [{ below: '50', amount: '100.00', paymentMethodId: null }, 'paymentMethodId'],
      [{ below: '50', amount: '100.00', paymentMethodId: 'someone-elses' }, 'paymentMethodId'],
      [{ below: '50', amount: '100.00', paymentMethodId: card.id, maxPerDay: 0 }, 'maxPerDay'],
      [{ below: '50', amount: '100.00', paymentMethodId: card.id, monthlyCap: '5' }, 'monthlyCap'],
      [
        { below: '50', amount: '100.00', paymentMethodId: card.id, productKey: 'number_status' },
        'productKey',
      ],
    ] as const) {
      const answer = await save(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.data.fields), JSON.stringify(body)).toContain(field);
    }
    expect(await state()).toEqual(before);
  });

  it('recharges once under 50 concurrent deductions, up to the balance asked for', async () => {
    const card = await saveCard('4242');
    const start = await balance();
    const target = start + 100 * USD;
    await save({
      below: fromMicros(start - 10 * USD),
      amount: fromMicros(target),
      paymentMethodId: card.id,
    });
    const audited = await ctx.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'after_values'])
      .where('resource', '=', 'autoRecharge')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audited.after_values ?? '{}')).toMatchObject({
      enabled: true,
      paymentMethodId: card.id,
    });
    await Promise.all(Array.from({ length: 50 }, () => spend(USD)));
    const [recharge] = await settled(1);
    expect(recharge.outcome).toBe('paid');
    const order = await ctx.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', recharge.order_id ?? '')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: 'paid',
      payment_method: 'online',
      financial_type: 'top_up',
    });
    // it tops up to the target from the balance it found (deductions may still follow it)
    const found = target - Number(order.amount_micros);
    expect(found).toBeLessThan(start - 10 * USD);
    expect(found).toBeGreaterThanOrEqual(start - 50 * USD);
    expect(await balance()).toBe(start - 50 * USD + Number(order.amount_micros));
    expect(await attempts()).toHaveLength(1);
  });

  it('stops at the daily count and at the monthly cap', async () => {
    const card = await saveCard('4242');
    const below = (await balance()) - 5 * USD;
    await save({
      below: fromMicros(below),
      mode: 'by',
      amount: '10.00',
      paymentMethodId: card.id,
      maxPerDay: 2,
    });
    await dipBelow(below);
    await settled(1);
    await dipBelow(below);
    await settled(2);
    await dipBelow(below);
    const third = await settled(3);
    expect(third.map((row) => row.outcome)).toEqual(['paid', 'paid', 'skipped']);
    expect(third[2].reason).toBe('daily limit');
    expect((await state()).usedToday).toBe(2);

    await ctx.db.kysely.deleteFrom('auto_recharges').where('account_id', '=', mainId).execute();
    const spent = Number((await state()).spentThisMonth);
    await save({
      below: fromMicros(below),
      mode: 'by',
      amount: '10.00',
      paymentMethodId: card.id,
      monthlyCap: (spent + 15).toFixed(2),
    });
    await dipBelow(below);
    await settled(1);
    await dipBelow(below);
    const capped = await settled(2);
    expect(capped.map((row) => row.outcome)).toEqual(['paid', 'skipped']);
    expect(capped[1].reason).toBe('monthly cap');
  });

  it('turns itself off after three declined charges and tells the account', async () => {
    const card = await saveCard('0002');
    const below = (await balance()) - 5 * USD;
    await save({ below: fromMicros(below), mode: 'by', amount: '10.00', paymentMethodId: card.id });
    for (let n = 1; n <= 3; n += 1) {
      await dipBelow(below);
      await settled(n);
    }
    const rows = await attempts();
    expect(rows.map((row) => row.outcome)).toEqual(['failed', 'failed', 'failed']);
    expect(await state()).toMatchObject({
      enabled: false,
      disabledReason: 'failures',
      consecutiveFailures: 3,
    });
    const order = await ctx.db.kysely
      .selectFrom('orders')
      .select(['status', 'failure_reason'])
      .where('id', '=', rows[0].order_id ?? '')
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      status: 'failed',
      failure_reason: 'The card issuer declined the payment.',
    });
    expect((await lastMessage(ctx.db, DEMO.email))?.subject).toBe('Auto-recharge is turned off');
    // off: a further dip charges nothing
    await spend(USD);
    expect(await attempts()).toHaveLength(3);
  });
});
