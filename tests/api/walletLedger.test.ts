import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes, fromMicros, MAX_PAGE_SIZE, roundToCents, type LedgerEntry } from '../../contract';
import { AppError } from '../../server/errors';
import { recordUsage } from '../../server/modules/usage/record';
import { charge, post, type LedgerType } from '../../server/modules/wallet/ledger';
import { ledgerPage } from '../../server/modules/wallet/repo';
import { insertOrder } from './billing.fixtures';
import { CUSTOM_PASSWORD, makeRole, makeSub } from './users.fixtures';
import { demoMainId, makeFundedAccount, walletOf } from './wallet.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';

interface Page {
  list: LedgerEntry[];
  total: number;
  totalCapped: boolean;
}

/** An amount as the screen shows it, in cents. */
const shownCents = (amount: string) => Number(roundToCents(amount).replace('.', ''));

/**
 * Each row of a list, newest first, shows its balance after = the older row's balance after +
 * its amount; the oldest row too when it opens the wallet (from zero).
 */
function expectRowsAddUp(list: LedgerEntry[], opensWallet: boolean) {
  list.forEach((row, index) => {
    const older = list.at(index + 1);
    if (!older && !opensWallet) return;
    const before = older ? shownCents(older.balanceAfter) : 0;
    expect(shownCents(row.balanceAfter), `row ${index}`).toBe(before + shownCents(row.amount));
  });
}

/** A day long past, so the entries this test writes are the only ones of their days. */
const DAY = Date.parse('2020-03-10T00:00:00Z');
const HOUR = 3_600_000;

describe.each(backends())('the wallet ledger on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  /** The entries written here, oldest first. */
  const written: { id: string; type: LedgerType; at: number }[] = [];
  let orderNo: string;
  let orderId: string;

  const entries = (query: string, caller = token) =>
    call<Page>(ctx.app, 'GET', `/v1/wallet/entries${query}`, { token: caller });
  const inDays = '?createdFrom=2020-03-10&createdTo=2020-03-11';

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
    const order = await insertOrder(ctx.db, mainId, { created_at: DAY, paid_at: DAY });
    orderNo = order.order_no;
    orderId = order.id;
    const postings: { type: LedgerType; amount: number; orderId?: string; note?: string }[] = [
      { type: 'top_up', amount: 100_000_000, orderId },
      { type: 'deduction', amount: -2_500_000 },
      { type: 'adjust', amount: 1_000_000, note: 'Refund of failed messages' },
      { type: 'deduction', amount: -1_250_000 },
      // the next day
      { type: 'adjust', amount: -500_000, note: 'Correction' },
    ];
    for (const [index, posting] of postings.entries()) {
      const at = DAY + index * HOUR + (index === 4 ? 24 * HOUR : 0);
      const { entry } = await ctx.db.kysely.transaction().execute((trx) =>
        post(trx, {
          accountId: mainId,
          type: posting.type,
          amountMicros: posting.amount,
          orderId: posting.orderId,
          note: posting.note,
          now: at,
        }),
      );
      written.push({ id: entry.id, type: posting.type, at });
    }
  });
  afterAll(() => ctx.close());

  it('lists the wallet newest first, each entry with its order number, paged', async () => {
    const all = await entries('?pageSize=100');
    expect([all.status, all.body.code]).toEqual([200, Codes.success]);
    const times = all.body.data.list.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const ours = await entries(inDays);
    expect(ours.body.data.list.map((entry) => entry.id)).toEqual(
      written.map((entry) => entry.id).reverse(),
    );
    expect(ours.body.data).toMatchObject({ total: 5, totalCapped: false });
    expect(ours.body.data.list.at(-1)).toMatchObject({
      type: 'top_up',
      amount: '100.00',
      orderId,
      orderNo,
      note: null,
      createdAt: new Date(DAY).toISOString(),
    });
    expect(ours.body.data.list[0]).toMatchObject({ amount: '-0.50', note: 'Correction' });

    const first = await entries(`${inDays}&pageSize=2&page=1`);
    const second = await entries(`${inDays}&pageSize=2&page=2`);
    const third = await entries(`${inDays}&pageSize=2&page=3`);
    expect(
      [first, second, third].flatMap((page) => page.body.data.list.map((entry) => entry.id)),
    ).toEqual(ours.body.data.list.map((entry) => entry.id));
    expect(third.body.data.list).toHaveLength(1);

    const oldestFirst = await entries(`${inDays}&order=asc`);
    expect(oldestFirst.body.data.list.map((entry) => entry.id)).toEqual(
      written.map((entry) => entry.id),
    );
  });

  it('filters by type, by days and by a part of the order number', async () => {
    const deductions = await entries(`${inDays}&type=deduction`);
    expect(deductions.body.data.list.map((entry) => entry.id)).toEqual(
      written
        .filter((entry) => entry.type === 'deduction')
        .map((entry) => entry.id)
        .reverse(),
    );

    const firstDay = await entries('?createdFrom=2020-03-10&createdTo=2020-03-10');
    expect(firstDay.body.data.total).toBe(4);
    const secondDay = await entries('?createdFrom=2020-03-11T00:00:00Z&createdTo=2020-03-11');
    expect(secondDay.body.data.list.map((entry) => entry.id)).toEqual([written[4].id]);

    for (const part of [orderNo, orderNo.slice(-8), orderNo.toLowerCase()]) {
      const byOrder = await entries(`?orderNo=${part}`);
      expect(
        byOrder.body.data.list.map((entry) => entry.id),
        part,
      ).toEqual([written[0].id]);
    }
    const none = await entries('?orderNo=OM0000000000000000000');
    expect(none.body.data).toEqual({ list: [], total: 0, totalCapped: false });
  });

  it('answers one entry of the wallet, and another account’s entry as missing', async () => {
    const one = await call<LedgerEntry>(ctx.app, 'GET', `/v1/wallet/entries/${written[2].id}`, {
      token,
    });
    expect(one.body.data).toMatchObject({
      id: written[2].id,
      type: 'adjust',
      amount: '1.00',
      note: 'Refund of failed messages',
    });

    const otherId = await makeFundedAccount(ctx.db, 5_000_000);
    const [otherEntry] = await ctx.db.kysely
      .selectFrom('ledger_entries')
      .select('id')
      .where('account_id', '=', otherId)
      .execute();
    const missing = await call(ctx.app, 'GET', `/v1/wallet/entries/${otherEntry.id}`, { token });
    expect([missing.status, missing.body.code]).toEqual([404, Codes.notFound]);
    const listed = await entries('?pageSize=100');
    expect(listed.body.data.list.map((entry) => entry.id)).not.toContain(otherEntry.id);
  });

  it('shows a sub-account with the bill group the wallet it spends from, and refuses one without', async () => {
    const billing = await makeRole(ctx.app, token, ['bill']);
    const biller = await makeSub(ctx.app, token, billing.id);
    const billerToken = await signIn(ctx.app, biller.email, CUSTOM_PASSWORD);
    const seen = await entries(inDays, billerToken);
    expect(seen.body.data.list.map((entry) => entry.id)).toEqual(
      written.map((entry) => entry.id).reverse(),
    );
    const one = await call(ctx.app, 'GET', `/v1/wallet/entries/${written[0].id}`, {
      token: billerToken,
    });
    expect(one.status).toBe(200);

    const ordersOnly = await makeRole(ctx.app, token, ['order']);
    const other = await makeSub(ctx.app, token, ordersOnly.id);
    const otherToken = await signIn(ctx.app, other.email, CUSTOM_PASSWORD);
    for (const path of ['/v1/wallet/entries', `/v1/wallet/entries/${written[0].id}`]) {
      const refused = await call(ctx.app, 'GET', path, { token: otherToken });
      expect([refused.status, refused.body.code], path).toEqual([403, Codes.forbidden]);
    }
  });

  it('refuses a bad filter under its name, and changes nothing', async () => {
    const before = await walletOf(ctx.db, mainId);
    for (const [query, field] of [
      ['?type=refund', 'type'],
      ['?createdFrom=2020-13-45', 'createdFrom'],
      ['?createdTo=yesterday', 'createdTo'],
      [`?pageSize=${MAX_PAGE_SIZE + 1}`, 'pageSize'],
      ['?page=0', 'page'],
      ['?sort=amount', 'sort'],
    ]) {
      const refused = await call<{ fields: Record<string, string> }>(
        ctx.app,
        'GET',
        `/v1/wallet/entries${query}`,
        { token },
      );
      expect([refused.status, refused.body.code], query).toEqual([400, Codes.invalidRequest]);
      expect(Object.keys(refused.body.data.fields), query).toEqual([field]);
    }
    expect(await walletOf(ctx.db, mainId)).toEqual(before);
    expect((await entries(inDays)).body.data.total).toBe(5);
  });

  it('lists entries posted at the same time in posting order, so each row adds up as shown', async () => {
    const at = Date.parse('2020-04-02T12:00:00Z');
    const posted: string[] = [];
    for (const amount of [10_000_000, -2_584_976, 1_500_000, -258_497, -3_000_000, 750_000]) {
      const { entry } = await ctx.db.kysely
        .transaction()
        .execute((trx) =>
          amount < 0
            ? charge(trx, { accountId: mainId, costMicros: -amount, now: at })
            : post(trx, { accountId: mainId, type: 'adjust', amountMicros: amount, now: at }),
        );
      posted.push(entry.id);
    }
    const day = await entries('?createdFrom=2020-04-02&createdTo=2020-04-02');
    expect(day.body.data.list.map((entry) => entry.id)).toEqual([...posted].reverse());
    const since = await entries('?createdFrom=2020-03-10&createdTo=2020-04-02&pageSize=100');
    expectRowsAddUp(since.body.data.list, false);
    // the demo's history: usage of the main account and its sub-account charged at one time
    const demo = await entries('?createdFrom=2021-01-01&pageSize=100');
    expect(demo.body.data.total).toBeLessThan(100);
    expectRowsAddUp(demo.body.data.list, true);
    const asc = await entries('?createdFrom=2020-04-02&createdTo=2020-04-02&order=asc');
    expect(asc.body.data.list.map((entry) => entry.id)).toEqual(posted);
  });

  it('charges usage in whole cents: any charges, top-ups and adjustments add up as shown, and what is charged trails the exact cost by less than a cent', async () => {
    const at = Date.parse('2020-05-01T12:00:00Z');
    const usage = fc.record({
      kind: fc.constant('usage' as const),
      lines: fc.array(
        fc.record({
          quantity: fc.integer({ min: 1, max: 5_000 }),
          priceMicros: fc.integer({ min: 0, max: 120_000 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    });
    const money = fc.record({
      kind: fc.constantFrom('top_up' as const, 'adjust' as const),
      cents: fc.integer({ min: -50_000, max: 100_000 }).filter((cents) => cents !== 0),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(usage, money), { minLength: 1, maxLength: 12 }),
        async (steps) => {
          const id = await makeFundedAccount(ctx.db, 0, 300_000_000);
          for (const step of steps) {
            try {
              if (step.kind === 'usage')
                await recordUsage(ctx.db, {
                  accountId: id,
                  now: at,
                  lines: step.lines.map((line) => ({
                    date: '2020-05-01',
                    productKey: 'whatsapp',
                    country: 'BR',
                    messageType: 'marketing',
                    quantity: line.quantity,
                    unitPrice: fromMicros(line.priceMicros),
                  })),
                });
              else
                await ctx.db.kysely.transaction().execute((trx) =>
                  post(trx, {
                    accountId: id,
                    type: step.kind === 'top_up' ? 'top_up' : 'adjust',
                    amountMicros:
                      step.kind === 'top_up' ? Math.abs(step.cents) * 10_000 : step.cents * 10_000,
                    now: at,
                  }),
                );
            } catch (error) {
              if (!(error instanceof AppError && error.code === Codes.insufficientFunds))
                throw error;
            }
          }
          const page = await ledgerPage(ctx.db, id, {
            page: 1,
            pageSize: 100,
            sort: 'createdAt',
            order: 'desc',
          });
          expectRowsAddUp(page.list, true);
          const exact = await ctx.db.kysely
            .selectFrom('usage_lines')
            .select((eb) => eb.fn.sum<number | string>('amount_micros').as('cost'))
            .where('account_id', '=', id)
            .executeTakeFirstOrThrow();
          const charged = await ctx.db.kysely
            .selectFrom('ledger_entries')
            .select((eb) => eb.fn.sum<number | string>('amount_micros').as('charged'))
            .where('account_id', '=', id)
            .where('type', '=', 'deduction')
            .executeTakeFirstOrThrow();
          const uncharged = Number(exact.cost ?? 0) + Number(charged.charged ?? 0);
          expect(uncharged).toBeGreaterThanOrEqual(0);
          expect(uncharged).toBeLessThan(10_000);
          expect((await walletOf(ctx.db, id)).uncharged).toBe(uncharged);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('answers the overview with its figures only: the entries are the ledger’s', async () => {
    const overview = await call<Record<string, unknown>>(ctx.app, 'GET', '/v1/wallet', { token });
    expect(Object.keys(overview.body.data).sort()).toEqual([
      'accountId',
      'availableLimit',
      'balance',
      'creditLimit',
    ]);
  });
});
