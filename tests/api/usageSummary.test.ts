import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fromMicros,
  roundToCents,
  toMicros,
  type Bill,
  type UsageSummaryRow,
} from '../../contract';
import { closeMonth } from '../../server/modules/bills/generate';
import { lastClosedMonth, monthStart, nextMonth } from '../../server/modules/bills/months';
import { recordUsage } from '../../server/modules/usage/record';
import { demoMainId, otherMainAccount } from './billing.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { CUSTOM_PASSWORD, makeRole, makeSub } from './users.fixtures';

interface Summary {
  list: UsageSummaryRow[];
  total: string;
  totalQuantity: number;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const sumMicros = (rows: { amount: string }[]) =>
  rows.reduce((sum, row) => sum + toMicros(row.amount), 0);

describe.each(backends())('usage explorer on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  const month = lastClosedMonth();
  const monthFrom = isoDay(monthStart(month));
  const monthTo = isoDay(monthStart(nextMonth(month)) - DAY_MS);

  const summary = (query: string, t = token, language?: string) =>
    call<Summary>(ctx.app, 'GET', `/v1/usage/summary?${query}`, { token: t, language });

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
  });
  afterAll(() => ctx.close());

  it("equals last month's bills to the cent, product by product", async () => {
    await closeMonth(ctx.db, month);
    const bills = (
      await call<{ list: Bill[] }>(
        ctx.app,
        'GET',
        `/v1/bills?billType=monthly&monthFrom=${month}&monthTo=${month}&pageSize=100`,
        { token },
      )
    ).body.data.list;
    expect(bills.length).toBeGreaterThan(1);
    const { body } = await summary(`from=${monthFrom}&to=${monthTo}&groupBy=month&splitBy=product`);
    expect(body.code).toBe('000000');
    const byProduct = Object.fromEntries(body.data.list.map((row) => [row.key, row.amount]));
    expect(byProduct).toEqual(Object.fromEntries(bills.map((b) => [b.productKey, b.amount])));
    expect(body.data.list.every((row) => row.period === month)).toBe(true);
    expect(body.data.total).toBe(fromMicros(sumMicros(bills)));
  });

  it('buckets by day and week to the same total, weeks starting on Mondays', async () => {
    const range = `from=${monthFrom}&to=${monthTo}&splitBy=messageType`;
    const byMonth = (await summary(`${range}&groupBy=month`)).body.data;
    const byDay = (await summary(`${range}&groupBy=day`)).body.data;
    const byWeek = (await summary(`${range}&groupBy=week`)).body.data;
    expect(byDay.list.length).toBeGreaterThan(byWeek.list.length);
    for (const answer of [byDay, byWeek]) {
      expect(answer.total).toBe(byMonth.total);
      expect(answer.totalQuantity).toBe(byMonth.totalQuantity);
      expect(sumMicros(answer.list)).toBe(toMicros(answer.total));
    }
    expect(new Set(byWeek.list.map((row) => new Date(row.period).getUTCDay()))).toEqual(
      new Set([1]),
    );
    const days = byDay.list.map((row) => row.period);
    expect(days.every((day) => day >= monthFrom && day <= monthTo)).toBe(true);
    expect([...days].sort()).toEqual(days);
  });

  it("names countries and message types in the person's language", async () => {
    const range = `from=${monthFrom}&to=${monthTo}&groupBy=month`;
    const en = (await summary(`${range}&splitBy=country`)).body.data.list;
    const zh = (await summary(`${range}&splitBy=country`, token, 'zh-CN')).body.data.list;
    const us = (rows: UsageSummaryRow[]) => rows.find((row) => row.key === 'US')?.label;
    expect(us(en)).toBe('United States');
    expect(us(zh)).toBe('美国');
    const types = (await summary(`${range}&splitBy=messageType`, token, 'zh-CN')).body.data.list;
    expect(types.find((row) => row.key === 'marketing')?.label).toBe('营销');
  });

  it('filters by product, country and account, and keeps the rollups with each charge', async () => {
    const role = await makeRole(ctx.app, token, ['bill']);
    const sub = await makeSub(ctx.app, token, role.id, {
      products: [{ productKey: 'sms_verification', billingMethod: 'dependent' }],
    });
    const today = isoDay(Date.now());
    const range = `from=${today}&to=${today}&groupBy=day`;
    const before = (await summary(`${range}&splitBy=subAccount`)).body.data;
    await recordUsage(ctx.db, {
      accountId: sub.id,
      lines: [
        {
          date: today,
          productKey: 'sms_verification',
          country: 'PH',
          messageType: 'sms',
          quantity: 1200,
          unitPrice: '0.0105',
        },
        {
          date: today,
          productKey: 'sms_verification',
          country: 'PH',
          messageType: 'sms',
          quantity: 3,
          unitPrice: '0.0105',
        },
      ],
    });
    const after = (await summary(`${range}&splitBy=subAccount`)).body.data;
    expect(toMicros(after.total) - toMicros(before.total)).toBe(toMicros('12.6315'));
    const mine = (await summary(`${range}&splitBy=country&accountId=${sub.id}`)).body.data;
    expect(mine.list).toEqual([
      { period: today, key: 'PH', label: 'Philippines', quantity: 1203, amount: '12.6315' },
    ]);
    const narrowed = (
      await summary(`${range}&splitBy=product&country=PH&productKey=sms_verification`)
    ).body.data;
    expect(narrowed.list.map((row) => row.key)).toEqual(['sms_verification']);
    expect(narrowed.totalQuantity).toBeGreaterThanOrEqual(1203);

    // a sub-account holding the bill group reads the account's usage too
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    expect((await summary(`${range}&splitBy=product`, subToken)).body.data.total).toBe(
      (await summary(`${range}&splitBy=product`)).body.data.total,
    );
  });

  it('a refused charge leaves the rollups as they were', async () => {
    const today = isoDay(Date.now());
    const range = `from=${today}&to=${today}&splitBy=product`;
    const before = (await summary(range)).body.data;
    await expect(
      recordUsage(ctx.db, {
        accountId: mainId,
        lines: [
          {
            date: today,
            productKey: 'whatsapp',
            country: 'BR',
            messageType: 'marketing',
            quantity: 10_000_000,
            unitPrice: '99',
          },
        ],
      }),
    ).rejects.toThrow();
    expect((await summary(range)).body.data).toEqual(before);
  });

  it("never shows another account's usage", async () => {
    const other = await otherMainAccount(ctx.db);
    const { body } = await summary(`from=${monthFrom}&to=${monthTo}&accountId=${other}`);
    expect(body.data).toEqual({ list: [], total: '0.00', totalQuantity: 0 });
  });

  it('exports exactly the rows shown, with their total', async () => {
    const query = `from=${monthFrom}&to=${monthTo}&groupBy=week&splitBy=product`;
    const shown = (await summary(query)).body.data;
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/om/api/v1/usage/summary/export?${query}&format=csv`,
      headers: { token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('.csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Period,Product,Messages,Amount (USD)');
    expect(lines).toHaveLength(shown.list.length + 2);
    expect(lines.slice(1, -1)).toEqual(
      shown.list.map((row) =>
        [row.period, row.label, row.quantity, roundToCents(row.amount)]
          .map(String)
          .map((cell) => (cell.includes(',') ? `"${cell}"` : cell))
          .join(','),
      ),
    );
    expect(lines.at(-1)).toBe(`Total,,${shown.totalQuantity},${roundToCents(shown.total)}`);
  });

  it('refuses bad questions with the envelope and a readable reason', async () => {
    const cases = [
      `from=${monthTo}&to=${monthFrom}`,
      'from=2025-01-01&to=2026-01-02',
      'from=2026-13-01&to=2026-13-02',
      `from=${monthFrom}`,
      `from=${monthFrom}&to=${monthTo}&groupBy=year`,
      `from=${monthFrom}&to=${monthTo}&splitBy=wallet`,
      `from=${monthFrom}&to=${monthTo}&country=us%27--`,
      `from=${monthFrom}&to=${monthTo}&productKey=${'x'.repeat(65)}`,
    ];
    for (const query of cases) {
      const answer = await summary(query);
      expect([answer.status, answer.body.code], query).toEqual([400, '400001']);
      expect(answer.body.message, query).not.toBe('');
    }
    const reversed = await summary(`from=${monthTo}&to=${monthFrom}`);
    expect(reversed.body.data).toMatchObject({
      fields: { to: 'The start date must not be after the end date.' },
    });
    const injected = await summary(
      `from=${monthFrom}&to=${monthTo}&productKey=${encodeURIComponent("x' OR '1'='1")}`,
    );
    expect(injected.body.data).toEqual({ list: [], total: '0.00', totalQuantity: 0 });
  });
});
