import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatus, type OrderStatus } from '../../contract';
import { createOrder, ORDER_TRANSITIONS, setOrderStatus } from '../../server/modules/orders/store';
import { backends, startApp, type TestContext } from './harness';

/** Every (from, to) pair of order states: only the listed moves happen, each exactly once. */
describe.each(backends())('order state transitions on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { seed: false });
  });
  afterAll(() => ctx.close());

  const pairs = orderStatus.options.flatMap((from) =>
    orderStatus.options.map((to) => [from, to] as [OrderStatus, OrderStatus]),
  );

  it.each(pairs)('%s → %s', async (from, to) => {
    const order = await createOrder(ctx.db.kysely, {
      mainId: 'm',
      accountId: 'm',
      status: from,
      auditStatus: 'none',
      paymentMethod: 'online',
      financialType: 'top_up',
      productKey: 'whatsapp',
      amountMicros: 10_000_000,
    });
    const allowed = ORDER_TRANSITIONS[from].includes(to);
    expect(await setOrderStatus(ctx.db.kysely, order, { to })).toBe(allowed);
    // The same move again never applies twice.
    expect(await setOrderStatus(ctx.db.kysely, order, { to })).toBe(false);
    const row = await ctx.db.kysely
      .selectFrom('orders')
      .select(['status', 'paid_micros', 'paid_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(allowed ? to : from);
    if (allowed && to === 'paid') expect(row).toMatchObject({ paid_micros: 10_000_000 });
  });

  it('only unpaid and pending orders can move at all', () => {
    const movable = orderStatus.options.filter((s) => ORDER_TRANSITIONS[s].length > 0);
    expect(movable).toEqual(['pending', 'unpaid']);
  });
});
