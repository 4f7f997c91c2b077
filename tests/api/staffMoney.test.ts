import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMicros } from '../../contract';
import type { OrdersTable } from '../../server/db/schema';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { newId } from '../../server/lib/ids';
import { lastClosedMonth } from '../../server/modules/bills/months';
import { backends, startApp, type TestContext } from './harness';
import { enrolledStaff, staffCall } from './staff.fixtures';

const DAY = '2020-02-03';
const AT = Date.parse(`${DAY}T10:00:00Z`);
const USD = 1_000_000;

interface DayMoney {
  topUps: {
    count: number;
    amount: string;
    byProduct: { productKey: string; productName: string; count: number; amount: string }[];
    byProvider: { provider: string; count: number; amount: string }[];
  };
  charges: {
    quantity: number;
    amount: string;
    byProduct: { productKey: string; productName: string }[];
  };
  adjustments: { count: number; credited: string; debited: string };
}

describe.each(backends())('staff money on %s', (backend) => {
  let ctx: TestContext;
  let finance: string;
  let support: string;
  let demoId: string;
  beforeAll(async () => {
    ctx = await startApp(backend);
    finance = (await enrolledStaff(ctx.app, ctx.db, 'finance')).token;
    support = (await enrolledStaff(ctx.app, ctx.db, 'support')).token;
    demoId = (
      await ctx.db.kysely
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', DEMO.email)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => ctx.close());

  const paidTopUp = (
    productKey: string,
    micros: number,
    method: string,
    provider: string | null,
    status = 'paid',
  ): OrdersTable => ({
    id: newId(AT),
    main_id: demoId,
    account_id: demoId,
    order_no: `T${Math.random().toString().slice(2, 14)}`,
    status,
    review_reason: null,
    audit_status: 'none',
    payment_method: method,
    financial_type: 'top_up',
    product_key: productKey,
    amount_micros: micros,
    paid_micros: status === 'paid' ? micros : 0,
    trade_time: AT,
    created_at: AT,
    paid_at: status === 'paid' ? AT : null,
    failure_reason: null,
    channel: null,
    provider,
    provider_ref: null,
    expires_at: null,
  });

  it("sums a day's paid top-ups by product and by provider, and its usage charges", async () => {
    await ctx.db.kysely
      .insertInto('orders')
      .values([
        paidTopUp('sms_verification', 100 * USD, 'online', 'stripe'),
        paidTopUp('sms_verification', 50 * USD, 'offline', null),
        paidTopUp('whatsapp', 20 * USD, 'online', 'stripe'),
        paidTopUp('whatsapp', 999 * USD, 'online', 'stripe', 'unpaid'),
      ])
      .execute();
    const { status, body } = await staffCall<DayMoney>(ctx.app, 'GET', `/v1/money/days/${DAY}`, {
      staffToken: finance,
    });
    expect(status).toBe(200);
    expect(body.data.topUps).toEqual({
      count: 3,
      amount: '170.00',
      byProduct: [
        {
          productKey: 'sms_verification',
          productName: 'SMS Verification',
          count: 2,
          amount: '150.00',
        },
        {
          productKey: 'whatsapp',
          productName: 'WhatsApp Business Messaging',
          count: 1,
          amount: '20.00',
        },
      ],
      byProvider: [
        { provider: 'offline', count: 1, amount: '50.00' },
        { provider: 'stripe', count: 2, amount: '120.00' },
      ],
    });
    expect(body.data.charges).toEqual({ quantity: 0, amount: '0.00', byProduct: [] });

    const usageDay = await ctx.db.kysely
      .selectFrom('usage_lines')
      .select(['usage_date'])
      .select((eb) => eb.fn.sum<number | string>('amount_micros').as('amount'))
      .groupBy('usage_date')
      .orderBy('usage_date', 'desc')
      .executeTakeFirstOrThrow();
    const date = new Date(Number(usageDay.usage_date)).toISOString().slice(0, 10);
    const charged = await staffCall<DayMoney>(ctx.app, 'GET', `/v1/money/days/${date}`, {
      staffToken: finance,
    });
    expect(charged.body.data.charges.amount).toBe(fromMicros(Number(usageDay.amount)));
    expect(charged.body.data.charges.byProduct.length).toBeGreaterThan(0);
    const inChinese = await staffCall<DayMoney>(ctx.app, 'GET', `/v1/money/days/${date}`, {
      staffToken: finance,
      language: 'zh-CN',
    });
    const names = Object.fromEntries(
      inChinese.body.data.charges.byProduct.map((row) => [row.productKey, row.productName]),
    );
    expect(names).toMatchObject({ whatsapp: 'WhatsApp 商业消息', sms_verification: '短信验证码' });

    const bad = await staffCall(ctx.app, 'GET', '/v1/money/days/2020-02-30x', {
      staffToken: finance,
    });
    expect(bad.status).toBe(400);
    const refused = await staffCall(ctx.app, 'GET', `/v1/money/days/${DAY}`, {
      staffToken: support,
    });
    expect(refused.status).toBe(403);
  });

  it("counts the day's wallet adjustments", async () => {
    for (const direction of ['credit', 'credit', 'debit'])
      await staffCall(ctx.app, 'POST', `/v1/accounts/${demoId}/adjustments`, {
        staffToken: finance,
        body: { direction, amount: '3.00', reason: 'Reconciliation' },
      });
    const today = new Date().toISOString().slice(0, 10);
    const { body } = await staffCall<DayMoney>(ctx.app, 'GET', `/v1/money/days/${today}`, {
      staffToken: finance,
    });
    expect(body.data.adjustments).toEqual({ count: 3, credited: '6.00', debited: '3.00' });
  });

  it('closes an ended month with its result, again the same; refuses one not ended', async () => {
    const month = lastClosedMonth();
    const close = (body: unknown) =>
      staffCall<{ month: string; statements: number; accounts: number; amount: string }>(
        ctx.app,
        'POST',
        '/v1/month-closings',
        { staffToken: finance, body },
      );
    const first = await close({ month });
    expect(first.status).toBe(200);
    expect(first.body.data.month).toBe(month);
    expect(first.body.data.statements).toBeGreaterThan(0);
    expect(first.body.data.accounts).toBeGreaterThan(0);
    const billed = await ctx.db.kysely
      .selectFrom('bills')
      .select((eb) => eb.fn.sum<number | string>('amount_micros').as('amount'))
      .where('month', '=', month)
      .where('bill_type', '=', 'monthly')
      .executeTakeFirstOrThrow();
    expect(first.body.data.amount).toBe(fromMicros(Number(billed.amount)));
    expect((await close({ month })).body.data).toEqual(first.body.data);
    const one = await close({ month, accountId: demoId });
    expect(one.body.data.accounts).toBe(1);

    const future = await close({ month: '2999-01' });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(
      `2999-01 has not ended yet; the last closed month is ${month}.`,
    );
    expect((await close({ month: '2026-13' })).status).toBe(400);
    expect((await close({ month, accountId: 'nothere' })).status).toBe(404);
    const log = await ctx.db.kysely
      .selectFrom('staff_audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'month.close')
      .execute();
    expect(log).toHaveLength(3);
  });
});
