import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMicros } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { newId } from '../../server/lib/ids';
import { backends, call, signIn, startApp, type TestContext } from './harness';

type Spend = {
  days: string[];
  series: { productKey: string; name: string; total: string; amounts: string[] }[];
  total: string;
};

const DAY_MS = 86_400_000;

describe.each(backends())('spend by product on home on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let subToken: string;
  let ids: { main: string; sub: string };
  const spend = (t = token, language?: string) =>
    call<Spend>(ctx.app, 'GET', '/v1/products/spend', { token: t, language });

  // the demo seed records 120 days of usage through the ledger: slow on a busy PostgreSQL
  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    subToken = await signIn(ctx.app, DEMO.subEmail);
    const accounts = await ctx.db.kysely
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('email', 'in', [DEMO.email, DEMO.subEmail])
      .execute();
    const idOf = (email: string) => accounts.find((a) => a.email === email)?.id ?? '';
    ids = { main: idOf(DEMO.email), sub: idOf(DEMO.subEmail) };
  }, 120_000);
  afterAll(() => ctx.close());

  /** Sums usage lines of the window straight from the table, to compare with the answer. */
  async function expectedMicros(column: 'main_id' | 'account_id', id: string, product: string) {
    const today = Date.now() - (Date.now() % DAY_MS);
    const rows = await ctx.db.kysely
      .selectFrom('usage_lines')
      .select('amount_micros')
      .where(column, '=', id)
      .where('product_key', '=', product)
      .where('usage_date', '>=', today - 29 * DAY_MS)
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.amount_micros), 0);
  }

  it('sums the last 30 days of the demo usage by day and product', async () => {
    const { body } = await spend();
    expect(body.code).toBe('000000');
    const today = new Date(Date.now() - (Date.now() % DAY_MS)).toISOString().slice(0, 10);
    expect(body.data.days).toHaveLength(30);
    expect(body.data.days.at(-1)).toBe(today);
    expect(body.data.series.map((s) => s.productKey)).toEqual(['whatsapp', 'sms_verification']);
    for (const series of body.data.series) {
      expect(series.amounts).toHaveLength(30);
      const summed = series.amounts.reduce((sum, amount) => sum + toMicros(amount), 0);
      expect(summed).toBe(toMicros(series.total));
      expect(toMicros(series.total)).toBe(
        await expectedMicros('main_id', ids.main, series.productKey),
      );
    }
    const total = body.data.series.reduce((sum, s) => sum + toMicros(s.total), 0);
    expect(toMicros(body.data.total)).toBe(total);
    expect(total).toBeGreaterThan(0);
  });

  it('counts a day at the window edges and nothing older, and follows new usage', async () => {
    const before = (await spend()).body.data;
    const today = Date.now() - (Date.now() % DAY_MS);
    const line = (day: number, micros: number, product = 'number_status') => ({
      id: newId(),
      account_id: ids.main,
      main_id: ids.main,
      paying_account_id: ids.main,
      usage_date: day,
      usage_month: new Date(day).toISOString().slice(0, 7),
      product_key: product,
      country: 'US',
      message_type: 'lookup',
      quantity: 1,
      unit_price_micros: micros,
      amount_micros: micros,
      ledger_entry_id: 'test',
      created_at: Date.now(),
    });
    await ctx.db.kysely
      .insertInto('usage_lines')
      .values([
        line(today, 1_250_000),
        line(today - 29 * DAY_MS, 2_000_000),
        line(today - 30 * DAY_MS, 9_000_000),
      ])
      .execute();
    const after = (await spend()).body.data;
    const status = after.series.find((s) => s.productKey === 'number_status');
    expect(status?.total).toBe('3.25');
    expect(status?.amounts[0]).toBe('2.00');
    expect(status?.amounts[29]).toBe('1.25');
    expect(toMicros(after.total) - toMicros(before.total)).toBe(3_250_000);
  });

  it('shows a sub-account only its own usage, product names in its language', async () => {
    const { body } = await spend(subToken, 'zh-CN');
    expect(body.code).toBe('000000');
    const whatsapp = body.data.series.find((s) => s.productKey === 'whatsapp');
    expect(whatsapp?.name).toBe('WhatsApp 商业消息');
    expect(toMicros(whatsapp?.total ?? '0')).toBe(
      await expectedMicros('account_id', ids.sub, 'whatsapp'),
    );
    const main = (await spend()).body.data;
    expect(toMicros(body.data.total)).toBeLessThan(toMicros(main.total));
  });

  it('needs the bill permission group and a session', async () => {
    const none = await call(ctx.app, 'GET', '/v1/products/spend');
    expect([none.status, none.body.code]).toEqual([401, '501']);
    // the finance role holds bill; a role without it is refused (see permissions.test.ts)
    expect((await spend(subToken)).status).toBe(200);
  });
});
