import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract';
import { makeOrder } from '../../server/lifecycle/seed/orders';
import { REASONS } from '../../server/modules/orders/reasons';
import { demoMainId } from './billing.fixtures';
import { otherMainAccount } from './devtools.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';

type Page = { list: Order[]; total: number; totalCapped: boolean };

/**
 * A first page read again is sent as it was kept, and only while the account's orders are as
 * they were: every change another writer makes shows on the very next view.
 */
describe.each(backends())('kept first pages of the orders list on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  const firstPage = (language = 'en', query = 'page=1&pageSize=5') =>
    call<Page>(ctx.app, 'GET', `/v1/orders?${query}`, { token, language });

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
  });
  afterAll(() => ctx.close());

  it('answers a repeat view with the same page, as JSON', async () => {
    const first = await firstPage();
    const again = await firstPage();
    expect(again.status).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toEqual(first.body);
    expect(again.body.data.list).toHaveLength(5);
  });

  it('shows an order another writer adds on the next view, with the new total', async () => {
    const before = await firstPage();
    const order = { ...makeOrder(mainId, mainId, Date.now(), 1), created_at: Date.now() + 60_000 };
    await ctx.db.kysely.insertInto('orders').values(order).execute();
    const after = await firstPage();
    expect(after.body.data.list[0].id).toBe(order.id);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
  });

  it('shows a change to a shown field on the next view, in each language', async () => {
    const [newest] = (await firstPage()).body.data.list;
    await firstPage('zh');
    await ctx.db.kysely
      .updateTable('orders')
      .set({ failure_reason: REASONS.cardDeclined, audit_status: 'refused' })
      .where('id', '=', newest.id)
      .execute();
    const english = (await firstPage('en')).body.data.list[0];
    const chinese = (await firstPage('zh')).body.data.list[0];
    expect(english).toMatchObject({ id: newest.id, auditStatus: 'refused' });
    expect(english.failureReason).toBe(REASONS.cardDeclined);
    expect(chinese.failureReason).not.toBe(REASONS.cardDeclined);
    expect(chinese.failureReason).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps each filter and sort apart', async () => {
    const byAmount = await firstPage('en', 'page=1&pageSize=5&sort=amount&order=asc');
    const paid = await firstPage('en', 'page=1&pageSize=5&status=paid');
    expect((await firstPage('en', 'page=1&pageSize=5&sort=amount&order=asc')).body).toEqual(
      byAmount.body,
    );
    const amounts = byAmount.body.data.list.map((order) => Number(order.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(paid.body.data.list.every((order) => order.status === 'paid')).toBe(true);
    expect(paid.body.data.list.length).toBeGreaterThan(0);
  });

  it('compresses a kept page for a client that accepts gzip', async () => {
    const plain = await firstPage('en', 'page=1&pageSize=50');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/om/api/v1/orders?page=1&pageSize=50',
      headers: { token, 'accept-language': 'en', 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(plain.body);
  });

  it('never sends one account a page kept for another', async () => {
    expect((await firstPage()).body.data.list).toHaveLength(5);
    const other = await otherMainAccount(ctx.db);
    const theirs = await call<Page>(ctx.app, 'GET', '/v1/orders?page=1&pageSize=5', {
      token: other.token,
      language: 'en',
    });
    expect(theirs.body.data).toEqual({ list: [], total: 0, totalCapped: false });
    const order = makeOrder(other.id, other.id, Date.now(), 1);
    await ctx.db.kysely.insertInto('orders').values(order).execute();
    const again = await call<Page>(ctx.app, 'GET', '/v1/orders?page=1&pageSize=5', {
      token: other.token,
      language: 'en',
    });
    expect(again.body.data.list.map(({ id }) => id)).toEqual([order.id]);
    expect((await firstPage()).body.data.list.map(({ id }) => id)).not.toContain(order.id);
  });
});
