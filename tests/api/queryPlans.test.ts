import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderFilters } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { insertOrders } from '../../server/lifecycle/seed/orders';
import {
  offsetPage,
  seekPage,
  seekPastPage,
  type OrderPage,
} from '../../server/modules/orders/pages';
import { filteredOrders } from '../../server/modules/orders/query';
import type { Db } from '../../server/db/connect';
import { pageOf } from '../../server/http/listPage';
import { filteredEntries } from '../../server/modules/auditLog/repo';
import { filteredLedger, LEDGER_PAGE } from '../../server/modules/wallet/repo';
import { logPageQuery, logQuery } from '../../server/modules/callbacks/deliveryLog';
import { counterSum } from '../../server/modules/orders/totals';
import { summedRowsQuery } from '../../server/modules/usage/summary';
import { settleAfterBulkLoad } from '../../server/lifecycle/seed/settle';
import { backends, startApp, type TestContext } from './harness';

const DEFAULT_VIEW: OrderPage = { page: 1, pageSize: 25, sort: 'createdAt', order: 'desc' };

/**
 * The plan's lines: EXPLAIN QUERY PLAN on SQLite; on PostgreSQL the generic plan, with seq scans
 * priced out.
 */
async function planOf(db: Db, query: Compilable): Promise<string> {
  const { sql: text, parameters } = query.compile();
  if (db.dialect === 'sqlite') {
    const result = await db.kysely.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]),
    );
    return result.rows.map((row) => row.detail).join('\n');
  }
  // a table this small would be read whole whatever the indexes; forbid that to see them
  return db.kysely.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    // the one generic plan the server's named statements run with (db/connect.ts)
    await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
    await trx.executeQuery(CompiledQuery.raw(`PREPARE planned AS ${text}`));
    const values = parameters.map((value) =>
      typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`,
    );
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN EXECUTE planned${values.length ? `(${values.join(', ')})` : ''}`),
    );
    await trx.executeQuery(CompiledQuery.raw('DEALLOCATE planned'));
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** Read through an index, never the whole table; `sorted`: already in order, no sort step. */
function expectIndexed(db: Db, table: string, plan: string, sorted: boolean) {
  if (db.dialect === 'sqlite') {
    expect(plan).not.toMatch(new RegExp(`SCAN ${table}(?! USING)`));
    expect(plan).toMatch(/USING (COVERING )?INDEX/);
    if (sorted) expect(plan).not.toMatch(/TEMP B-TREE/);
  } else {
    expect(plan).not.toMatch(/Seq Scan/);
    if (sorted) expect(plan).not.toMatch(/\bSort\b/);
  }
}

/**
 * The orders list's queries as the server builds them, planned by the database itself:
 * none may read the whole table, and the default view and each single filter or sort must
 * come out of an index already in order (no sort step per request).
 */
describe.each(backends())('orders list query plans on %s', (backend) => {
  let ctx: TestContext;
  let mainId: string;

  beforeAll(async () => {
    ctx = await startApp(backend);
    const main = await ctx.db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    mainId = main.id;
    // plans for a realistic account: enough rows, and statistics about them
    await insertOrders(ctx.db, mainId, mainId, 5_000);
    await settleAfterBulkLoad(ctx.db);
  }, 60_000);
  afterAll(() => ctx.close());

  it('reads the default view (newest first, page 1) from an index, already in order', async () => {
    const plan = await planOf(
      ctx.db,
      offsetPage(filteredOrders(ctx.db, mainId, {}), DEFAULT_VIEW, 0),
    );
    expectIndexed(ctx.db, 'orders', plan, true);
  });

  it('seeks a deep page from its boundary through the same index', async () => {
    const matching = filteredOrders(ctx.db, mainId, {});
    const plan = await planOf(ctx.db, seekPage(matching, DEFAULT_VIEW, { value: 1, id: 'x' }));
    expectIndexed(ctx.db, 'orders', plan, true);
  });

  it("reads the counters' total in the page's own statement, each from its index", async () => {
    for (const status of [undefined, 'paid'] as const) {
      const page = offsetPage(filteredOrders(ctx.db, mainId, { status }), DEFAULT_VIEW, 0);
      const plan = await planOf(
        ctx.db,
        page.select(() => counterSum(ctx.db, mainId, status).as('total')),
      );
      expectIndexed(ctx.db, 'orders', plan, true);
      expect(plan).toMatch(/order_counts/);
    }
  });

  it('seeks a deep page past its boundary in one statement, the key from the index', async () => {
    const matching = filteredOrders(ctx.db, mainId, {});
    const plan = await planOf(
      ctx.db,
      seekPastPage(matching, DEFAULT_VIEW, { value: 1, id: 'x' }, 10),
    );
    expectIndexed(ctx.db, 'orders', plan, true);
  });

  it('answers each filter of the default view and each sort from an index', async () => {
    const filters: OrderFilters[] = [
      { status: 'paid' },
      { auditStatus: 'pending' },
      { paymentMethod: 'offline' },
      { financialType: 'top_up' },
      { productKey: 'whatsapp' },
      { createdFrom: '2026-01-01', createdTo: '2026-02-01' },
    ];
    for (const filter of filters) {
      const plan = await planOf(
        ctx.db,
        offsetPage(filteredOrders(ctx.db, mainId, filter), DEFAULT_VIEW, 0),
      );
      expectIndexed(ctx.db, 'orders', plan, true);
    }
    for (const sort of ['amount', 'paidAt', 'orderNo'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const page = { ...DEFAULT_VIEW, sort, order };
        expectIndexed(
          ctx.db,
          'orders',
          await planOf(ctx.db, offsetPage(filteredOrders(ctx.db, mainId, {}), page, 0)),
          true,
        );
      }
    }
    // "starts with" narrows by the order-number index, then sorts the few matches
    const byNumber = filteredOrders(ctx.db, mainId, { orderNo: 'OM2026' });
    expectIndexed(
      ctx.db,
      'orders',
      await planOf(ctx.db, offsetPage(byNumber, DEFAULT_VIEW, 0)),
      false,
    );
  });

  it('reads totals from the counters, not the orders', async () => {
    const plan = await planOf(
      ctx.db,
      ctx.db.kysely
        .selectFrom('order_counts')
        .select((eb) => eb.fn.sum('n').as('n'))
        .where('main_id', '=', mainId),
    );
    expect(plan).toMatch(/order_counts/);
    expect(plan).not.toMatch(/\borders\b/);
  });
});

/**
 * The large logs, the audit log and an address's delivery log: their first page comes out of
 * an index already in order, whatever the account's size.
 */
describe.each(backends())('log query plans on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend);
    await settleAfterBulkLoad(ctx.db);
  });
  afterAll(() => ctx.close());

  const newestFirst = { page: 1, pageSize: 25, order: 'desc' } as const;

  it('reads the audit log newest first from its index, already in order', async () => {
    const rows = filteredEntries(ctx.db, 'account-1', {});
    const plan = await planOf(ctx.db, pageOf(rows, newestFirst, 'created_at'));
    expectIndexed(ctx.db, 'audit_log', plan, true);
  });

  it("reads a wallet's ledger newest first from its index, already in order, whichever filter", async () => {
    for (const filters of [
      {},
      { type: 'deduction' },
      { createdFrom: '2026-01-01', createdTo: '2026-02-01' },
      { orderNo: 'OM2026' },
    ]) {
      const rows = filteredLedger(ctx.db, 'account-1', filters);
      const plan = await planOf(
        ctx.db,
        pageOf(rows, newestFirst, 'ledger_entries.created_at', LEDGER_PAGE),
      );
      expectIndexed(ctx.db, 'ledger_entries', plan, true);
    }
  });

  it("sums the usage explorer's range from an index alone, a day by product already grouped", async () => {
    const range = {
      mainId: 'account-1',
      from: 0,
      to: Date.now(),
      productKey: '',
      country: '',
      accountId: '',
    };
    const byProduct = await planOf(
      ctx.db,
      summedRowsQuery(ctx.db, { monthly: false, splitBy: 'product', filters: [] }, range),
    );
    expectIndexed(ctx.db, 'usage_daily', byProduct, true);
    expect(byProduct).toMatch(ctx.db.dialect === 'sqlite' ? /COVERING INDEX/ : /Index Only Scan/);
    const byCountry = await planOf(
      ctx.db,
      summedRowsQuery(
        ctx.db,
        { monthly: true, splitBy: 'country', filters: ['productKey'] },
        {
          ...range,
          productKey: 'sms_verification',
        },
      ),
    );
    expectIndexed(ctx.db, 'usage_daily', byCountry, false);
  });

  it('reads a delivery log newest first from its index, already in order', async () => {
    const query = logQuery('account-1', 'callback-1', newestFirst, Date.now());
    const plan = await planOf(ctx.db, logPageQuery(ctx.db, ...query));
    expectIndexed(ctx.db, 'callback_deliveries', plan, true);
  });
});
