import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, signIn, startApp, type TestContext } from './harness';

type Page = { list: { status: string }[]; total: number; totalCapped: boolean };

describe.each(backends())("the demo account's month of messages on %s", (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  it('spans products, countries and outcomes, a few percent failing', async () => {
    const rows = await ctx.db.kysely
      .selectFrom('messages')
      .select(['product', 'country', 'recipient', 'status', 'error_code', 'created_at'])
      .execute();
    expect(rows.length).toBeGreaterThan(2000);
    expect(new Set(rows.map((row) => row.product)).size).toBeGreaterThanOrEqual(3);
    // as a real month's traffic: numbers are rarely messaged twice
    expect(new Set(rows.map((row) => row.recipient)).size).toBeGreaterThan(rows.length * 0.9);
    expect(new Set(rows.map((row) => row.country)).size).toBeGreaterThanOrEqual(6);
    const share = (status: string) =>
      rows.filter((row) => row.status === status).length / rows.length;
    const failing = share('failed') + share('undelivered');
    expect(failing).toBeGreaterThan(0.02);
    expect(failing).toBeLessThan(0.1);
    for (const status of ['read', 'verified', 'expired', 'unanswered'])
      expect(share(status), status).toBeGreaterThan(0);
    const failures = rows.filter((row) => row.status === 'failed' || row.status === 'undelivered');
    expect(failures.every((row) => row.error_code !== null)).toBe(true);
    const oldest = Math.min(...rows.map((row) => Number(row.created_at)));
    expect(Date.now() - oldest).toBeGreaterThan(28 * 86_400_000);
  });

  it('fills the first screen: the last day has messages', async () => {
    const { body } = await call<Page>(ctx.app, 'GET', '/v1/messages', { token });
    expect(body.data.total).toBeGreaterThan(20);
    expect(body.data.list).toHaveLength(25);
  });
});
