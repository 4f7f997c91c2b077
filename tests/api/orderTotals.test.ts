import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP, type Order, type OrderFilters } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { insertOrders, makeOrder } from '../../server/lifecycle/seed/orders';
import { newId } from '../../server/lib/ids';
import { filteredOrders, SORT_COLUMNS } from '../../server/modules/orders/query';
import { backends, call, signIn, startApp, type TestContext } from './harness';

type Page = { list: Order[]; total: number; totalCapped: boolean };

/**
 * Totals come from counters kept by database triggers, filtered totals are capped, and deep
 * pages seek from remembered boundaries: all checked against plain SQL over the same rows,
 * including right after other writers insert, update and delete orders.
 */
describe.each(backends())('order totals and deep pages on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  const list = (query: string) => call<Page>(ctx.app, 'GET', `/v1/orders?${query}`, { token });

  /** The truth: a plain COUNT(*) over the account's orders. */
  const countOf = async (filters: OrderFilters = {}) => {
    const row = await filteredOrders(ctx.db, mainId, filters)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /** The truth: ids of one page by plain ORDER BY … LIMIT … OFFSET. */
  const idsOf = async (
    sort: keyof typeof SORT_COLUMNS,
    order: 'asc' | 'desc',
    offset: number,
    limit: number,
    filters: OrderFilters = {},
  ) => {
    const rows = await filteredOrders(ctx.db, mainId, filters)
      .select('id')
      .orderBy(SORT_COLUMNS[sort], order)
      .orderBy('id', order)
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => row.id);
  };

  const expectTotals = async () => {
    expect((await list('pageSize=1')).body.data.total).toBe(await countOf());
    for (const status of ['paid', 'pending', 'unpaid', 'cancel', 'failed'] as const) {
      const { body } = await list(`status=${status}&pageSize=1`);
      expect(body.data.total, status).toBe(await countOf({ status }));
      expect(body.data.totalCapped).toBe(false);
    }
  };

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    const main = await ctx.db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    mainId = main.id;
    // enough orders that pages past the first thousand rows seek instead of skipping
    await insertOrders(ctx.db, mainId, mainId, 2_880);
  }, 60_000);
  afterAll(() => ctx.close());

  it('counts every order and every status, as COUNT(*) does', async () => {
    expect(await countOf()).toBe(DEMO.orders + 2_880);
    await expectTotals();
  });

  it('keeps the totals right right after other writers insert, update and delete', async () => {
    const now = Date.now();
    const fresh = Array.from({ length: 7 }, () => ({
      ...makeOrder(mainId, mainId, now, 1),
      status: 'unpaid',
    }));
    await ctx.db.kysely.insertInto('orders').values(fresh).execute();
    await ctx.db.kysely
      .insertInto('orders')
      .values(makeOrder(mainId, mainId, now, 1))
      .execute();
    await expectTotals();

    // one row at a time, as a payment callback does, and many rows in one statement
    await ctx.db.kysely
      .updateTable('orders')
      .set({ status: 'paid', paid_at: now })
      .where('id', '=', fresh[0].id)
      .execute();
    await ctx.db.kysely
      .updateTable('orders')
      .set({ status: 'cancel' })
      .where('main_id', '=', mainId)
      .where('status', '=', 'pending')
      .execute();
    await expectTotals();
    expect((await list('status=pending')).body.data.total).toBe(0);

    await ctx.db.kysely.deleteFrom('orders').where('id', '=', fresh[1].id).execute();
    await ctx.db.kysely
      .deleteFrom('orders')
      .where('main_id', '=', mainId)
      .where('status', '=', 'failed')
      .execute();
    await expectTotals();
    expect((await list('status=failed')).body.data.total).toBe(0);
  });

  it("keeps each account's counters apart", async () => {
    const other = newId();
    await insertOrders(ctx.db, other, other, 30);
    await ctx.db.kysely
      .updateTable('orders')
      .set({ main_id: other })
      .where('id', '=', (await idsOf('createdAt', 'desc', 0, 1))[0])
      .execute();
    await expectTotals();
    const counters = await ctx.db.kysely
      .selectFrom('order_counts')
      .select((eb) => eb.fn.sum<number | string>('n').as('n'))
      .where('main_id', '=', other)
      .executeTakeFirstOrThrow();
    expect(Number(counters.n)).toBe(31);
  });

  it('pages deep in every sort exactly as OFFSET would, with and without a filter', async () => {
    const cases: [keyof typeof SORT_COLUMNS, 'asc' | 'desc', OrderFilters][] = [
      ['createdAt', 'desc', {}],
      ['createdAt', 'asc', {}],
      ['amount', 'asc', {}],
      ['amount', 'desc', { status: 'paid' }],
      ['orderNo', 'desc', {}],
      ['paidAt', 'desc', {}],
      ['createdAt', 'desc', { paymentMethod: 'online' }],
    ];
    for (const [sort, order, filters] of cases) {
      const total = await countOf(filters);
      const filter = new URLSearchParams(filters as Record<string, string>).toString();
      // pages before, across and after the boundaries, and the last (partial) one
      const pages = [1, 2, 3, 4, 10, 11, 12, 20, 21, 25, Math.ceil(total / 100)];
      for (const page of [...new Set(pages)]) {
        const { body } = await list(
          `sort=${sort}&order=${order}&page=${page}&pageSize=100&${filter}`,
        );
        const expected = await idsOf(sort, order, (page - 1) * 100, 100, filters);
        expect(
          body.data.list.map((o) => o.id),
          `${sort} ${order} ${filter} page ${page}`,
        ).toEqual(expected);
        expect(body.data.total, `${sort} ${order} ${filter} page ${page}`).toBe(total);
      }
      // an empty page still says how many there are
      const past = await list(`sort=${sort}&order=${order}&page=200&pageSize=100&${filter}`);
      expect(past.body.data.list).toEqual([]);
      expect(past.body.data.total).toBe(total);
    }
  });

  it('moves deep pages right after new orders arrive and old ones change', async () => {
    const deep = 'page=15&pageSize=100';
    const before = (await list(deep)).body.data.list.map((o) => o.id);
    expect(before).toEqual(await idsOf('createdAt', 'desc', 1_400, 100));

    await ctx.db.kysely
      .insertInto('orders')
      .values(makeOrder(mainId, mainId, Date.now(), 1))
      .execute();
    const after = (await list(deep)).body.data.list.map((o) => o.id);
    expect(after).toEqual(await idsOf('createdAt', 'desc', 1_400, 100));
    expect(after.slice(1)).toEqual(before.slice(0, 99));

    // an order moved to the far past leaves its place: the rows behind it move up
    await ctx.db.kysely
      .updateTable('orders')
      .set({ created_at: 1 })
      .where('id', '=', after[0])
      .execute();
    expect((await list(deep)).body.data.list.map((o) => o.id)).toEqual(
      await idsOf('createdAt', 'desc', 1_400, 100),
    );
  });

  it('answers many requests for the same deep page at once with the same right rows', async () => {
    await ctx.db.kysely
      .insertInto('orders')
      .values(makeOrder(mainId, mainId, Date.now(), 1))
      .execute(); // a new version: no boundary known yet
    const expected = await idsOf('amount', 'desc', 2_000, 100);
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => list('sort=amount&order=desc&page=21&pageSize=100')),
    );
    for (const { body } of pages) expect(body.data.list.map((o) => o.id)).toEqual(expected);
  });

  it(`caps a filtered total the counters cannot answer at ${COUNT_CAP} and says so`, async () => {
    const few = await list('orderNo=OM&paymentMethod=offline&pageSize=5');
    expect(few.body.data.total).toBe(await countOf({ orderNo: 'OM', paymentMethod: 'offline' }));
    expect(few.body.data.totalCapped).toBe(false);

    await insertOrders(ctx.db, mainId, mainId, COUNT_CAP);
    const many = await list('createdFrom=2000-01-01&pageSize=5');
    expect(many.body.data).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    // the counters still know the exact figure
    const all = await list('pageSize=5');
    expect(all.body.data).toMatchObject({ total: await countOf(), totalCapped: false });
    expect(all.body.data.total).toBeGreaterThan(COUNT_CAP);
  }, 60_000);

  it('finds orders by the start of their number in any case, through the index range', async () => {
    const [target] = await filteredOrders(ctx.db, mainId, {}).select('order_no').limit(1).execute();
    const prefix = target.order_no.slice(0, 14);
    const { body } = await list(`orderNo=${prefix.toLowerCase()}&pageSize=100`);
    expect(body.data.total).toBe(await countOf({ orderNo: prefix }));
    expect(body.data.list.every((o) => o.orderNo.startsWith(prefix))).toBe(true);
    const rows = await sql<{ n: number | string }>`select count(*) as n from orders
      where main_id = ${mainId} and order_no like ${`${prefix}%`}`.execute(ctx.db.kysely);
    expect(body.data.total).toBe(Number(rows.rows[0].n));
  });
});
