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

describe.each(backends())('order numbers on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { seed: false });
  });
  afterAll(() => ctx.close());

  const newOrder = {
    mainId: 'm',
    accountId: 'm',
    status: 'unpaid',
    auditStatus: 'none',
    paymentMethod: 'online',
    financialType: 'top_up',
    productKey: 'whatsapp',
    amountMicros: 10_000_000,
  } as const;

  it('draws a taken order number again instead of failing the order', async () => {
    const first = await createOrder(ctx.db.kysely, newOrder, () => 'OM202611210000000001');
    const draws = ['OM202611210000000001', 'OM202611210000000002'];
    const second = await createOrder(ctx.db.kysely, newOrder, () => draws.shift() ?? '');
    expect(first.order_no).toBe('OM202611210000000001');
    expect(second.order_no).toBe('OM202611210000000002');
    const numbers = await ctx.db.kysely
      .selectFrom('orders')
      .select(['id', 'order_no'])
      .where('id', 'in', [first.id, second.id])
      .execute();
    expect(numbers.map((row) => row.order_no).sort()).toEqual([
      'OM202611210000000001',
      'OM202611210000000002',
    ]);
  });

  it('gives up with an error, writing nothing, when every draw is taken', async () => {
    const before = await ctx.db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      createOrder(ctx.db.kysely, newOrder, () => 'OM202611210000000001'),
    ).rejects.toThrow(/no free order number/);
    const after = await ctx.db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
