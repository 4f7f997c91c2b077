import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { newId } from '../../server/lib/ids';
import { backends, call, signIn, startApp, type TestContext } from './harness';

type Page = { list: Order[]; total: number };

describe.each(backends())('orders on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  const list = (query: string, t = token) =>
    call<Page>(ctx.app, 'GET', `/v1/orders?${query}`, { token: t });

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  it('pages through every order newest first with the right total', async () => {
    const first = await list('page=1&pageSize=25');
    expect(first.body.data.total).toBe(DEMO.orders);
    expect(first.body.data.list).toHaveLength(25);
    const seen = new Set<string>();
    for (let page = 1; page <= 5; page += 1) {
      const { body } = await list(`page=${page}&pageSize=25`);
      body.data.list.forEach((order) => seen.add(order.id));
      const times = body.data.list.map((order) => Date.parse(order.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(seen.size).toBe(DEMO.orders);
  });

  it('sorts by amount and sends money as decimal strings', async () => {
    const { body } = await list('sort=amount&order=asc&pageSize=100');
    const amounts = body.data.list.map((order) => order.amount);
    amounts.forEach((amount) => expect(amount).toMatch(/^\d+\.\d{2,6}$/));
    const cents = amounts.map((amount) => Math.round(Number(amount) * 100));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
  });

  it('filters by status, payment method and creation date range', async () => {
    const paid = await list('status=paid&pageSize=100');
    const everyOrder = (await list('pageSize=1')).body.data.total;
    // a filter that keeps some orders and drops others, and only the ones it names
    expect(paid.body.data.list.length).toBeGreaterThan(0);
    expect(paid.body.data.total).toBeLessThan(everyOrder);
    expect(
      paid.body.data.list.filter((order) => order.status !== 'paid' || order.paidAt === null),
    ).toEqual([]);

    const offline = await list('paymentMethod=offline&pageSize=100');
    expect(offline.body.data.list.length).toBeGreaterThan(0);
    expect(offline.body.data.total).toBeLessThan(everyOrder);
    expect(offline.body.data.list.filter((order) => order.paymentMethod !== 'offline')).toEqual([]);

    const all = (await list('pageSize=100&sort=createdAt&order=asc')).body.data.list;
    const from = all[10].createdAt;
    const to = all[30].createdAt;
    const ranged = await list(
      `createdFrom=${encodeURIComponent(from)}&createdTo=${encodeURIComponent(to)}&pageSize=100`,
    );
    expect(ranged.body.data.total).toBe(21);
  });

  it('finds an order by the start of its number', async () => {
    const target = (await list('pageSize=1')).body.data.list[0];
    const { body } = await list(`orderNo=${target.orderNo.slice(0, 16)}`);
    expect(body.data.list.map((order) => order.id)).toContain(target.id);
    const none = await list('orderNo=%25');
    expect(none.body.data.total).toBe(0);
  });

  it('shows one order with every field', async () => {
    const target = (await list('status=failed&pageSize=1')).body.data.list[0];
    const { body } = await call<Order>(ctx.app, 'GET', `/v1/orders/${target.id}`, { token });
    expect(body.data).toEqual(target);
    expect(body.data.failureReason).toBeTruthy();
  });

  it("never shows another account's order (404, not 403)", async () => {
    const now = Date.now();
    const otherId = newId(now);
    await ctx.db.kysely
      .insertInto('orders')
      .values({
        id: otherId,
        main_id: 'someone-else',
        account_id: 'someone-else',
        order_no: 'OM20260101OTHER00001',
        status: 'paid',
        audit_status: 'none',
        payment_method: 'online',
        financial_type: 'top_up',
        product_key: 'whatsapp',
        amount_micros: 10_000_000,
        paid_micros: 10_000_000,
        trade_time: now,
        created_at: now,
        paid_at: now,
        failure_reason: null,
      })
      .execute();
    const { status, body } = await call(ctx.app, 'GET', `/v1/orders/${otherId}`, { token });
    expect(status).toBe(404);
    expect(body.code).toBe('404001');
    expect((await list('orderNo=OM20260101OTHER')).body.data.total).toBe(0);
  });

  it('lets a sub-account with the order group read, and refuses one without it', async () => {
    const finance = await signIn(ctx.app, DEMO.subEmail);
    expect((await list('pageSize=5', finance)).body.data.total).toBe(DEMO.orders);

    const main = await ctx.db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    await ctx.db.kysely
      .insertInto('roles')
      .values({
        id: 'role-dev',
        main_id: main.id,
        name: 'Developer',
        permissions: '["apiKey"]',
        created_at: Date.now(),
      })
      .execute();
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ role_id: 'role-dev' })
      .where('email', '=', DEMO.subEmail)
      .execute();
    const refused = await list('pageSize=5', finance);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: '403001',
      message: 'You do not have access to this.',
    });
  });
});
