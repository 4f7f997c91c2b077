import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes, MAX_PAGE_SIZE, type LedgerEntry } from '../../contract';
import { post, type LedgerType } from '../../server/modules/wallet/ledger';
import { insertOrder } from './billing.fixtures';
import { CUSTOM_PASSWORD, makeRole, makeSub } from './users.fixtures';
import { demoMainId, makeFundedAccount, walletOf } from './wallet.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';

interface Page {
  list: LedgerEntry[];
  total: number;
  totalCapped: boolean;
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
