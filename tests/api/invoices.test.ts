import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceDetails, InvoiceSummary, Order } from '../../contract';
import { moveInvoice } from '../../server/modules/invoices/service';
import { demoMainId, insertOrder, otherMainAccount, USD } from './billing.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { makeRole, makeSub, CUSTOM_PASSWORD } from './users.fixtures';
import { openSession } from '../../server/http/session';

const DETAILS: InvoiceDetails = {
  companyName: 'Demo Trading Ltd.',
  companyAddress: '1 Harbour Road, Wan Chai',
  taxNumber: 'HK-12345678',
  streetAddress: '1 Harbour Road',
  apartment: '',
  country: 'Hong Kong',
  city: 'Hong Kong',
};

type Available = { list: Order[]; feeBasisPoints: number; savedDetails: InvoiceDetails | null };

describe.each(backends())('invoices on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  const apply = (orderIds: string[], details: unknown = DETAILS, t = token) =>
    call<Invoice>(ctx.app, 'POST', '/v1/invoices', { token: t, body: { orderIds, details } });
  const available = (t = token) =>
    call<Available>(ctx.app, 'GET', '/v1/invoices/available-orders', { token: t });

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
  });
  afterAll(() => ctx.close());

  it('offers paid top-ups only, and computes amount, fee and subtotal', async () => {
    const a = await insertOrder(ctx.db, mainId, {
      paid_micros: 123_450_000,
      amount_micros: 123_450_000,
    });
    const b = await insertOrder(ctx.db, mainId, { paid_micros: 10 * USD, amount_micros: 10 * USD });
    const unpaid = await insertOrder(ctx.db, mainId, { status: 'unpaid', paid_micros: 0 });
    const balance = await insertOrder(ctx.db, mainId, { payment_method: 'balance' });
    const deduction = await insertOrder(ctx.db, mainId, { financial_type: 'deduction' });

    const offered = (await available()).body.data;
    const ids = offered.list.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    for (const excluded of [unpaid, balance, deduction]) expect(ids).not.toContain(excluded.id);
    expect(offered.list.every((o) => o.status === 'paid' && o.financialType === 'top_up')).toBe(
      true,
    );
    expect(offered.feeBasisPoints).toBe(100);

    const { status, body } = await apply([a.id, b.id]);
    expect(status, body.message).toBe(200);
    expect(body.data).toMatchObject({
      status: 'processing',
      amount: '133.45',
      fee: '1.33',
      subtotal: '134.78',
      receiptHeader: DETAILS.companyName,
      taxId: DETAILS.taxNumber,
      orderCount: 2,
    });
    expect(body.data.applicationNo).toMatch(/^IA\d{16}$/);
    expect(body.data.orders.map((o) => o.id).sort()).toEqual([a.id, b.id].sort());

    const after = (await available()).body.data;
    expect(after.list.map((o) => o.id)).not.toContain(a.id);
    expect(after.savedDetails).toEqual(DETAILS);
  });

  it('refuses bad applications with clear errors and changes nothing', async () => {
    const order = await insertOrder(ctx.db, mainId);
    const before = await ctx.db.kysely.selectFrom('invoices').select('id').execute();
    const missing = {
      ...DETAILS,
      companyName: ' ',
      taxNumber: '',
      country: '',
      companyAddress: '',
    };
    const invalid = await apply([order.id], missing);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.data as object)).toEqual(['fields']);
    const fields = (invalid.body.data as unknown as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'details.companyAddress',
        'details.companyName',
        'details.country',
        'details.taxNumber',
      ].sort(),
    );
    expect(fields['details.companyName']).toBe('Required');

    expect((await apply([])).status).toBe(400);
    expect((await apply(Array.from({ length: 101 }, (_, i) => `id${i}`))).status).toBe(400);
    const tooLong = await apply([order.id], { ...DETAILS, companyName: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);

    const unpaid = await insertOrder(ctx.db, mainId, { status: 'unpaid', paid_micros: 0 });
    const refused = await apply([order.id, unpaid.id]);
    expect([refused.status, refused.body.code]).toEqual([409, '409001']);
    expect(refused.body.message).toMatch(/cannot be invoiced/);
    expect((await apply(['0000000000000000nothere'])).status).toBe(409);

    const after = await ctx.db.kysely.selectFrom('invoices').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('keeps an order on one live application under concurrent submissions', async () => {
    const shared = await insertOrder(ctx.db, mainId);
    const others = await Promise.all(Array.from({ length: 8 }, () => insertOrder(ctx.db, mainId)));
    const results = await Promise.all(others.map((o) => apply([shared.id, o.id])));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.status !== 200)) {
      expect([lost.status, lost.body.code]).toEqual([409, '409001']);
    }
    const holding = await ctx.db.kysely
      .selectFrom('invoice_orders')
      .select('invoice_id')
      .where('live_order_id', '=', shared.id)
      .execute();
    expect(holding).toHaveLength(1);
    // the losers claimed nothing: their other order is still free
    const free = (await available()).body.data.list.map((o) => o.id);
    const losers = others.filter((_, i) => results[i].status !== 200);
    for (const o of losers) expect(free).toContain(o.id);
  });

  it('walks the state machine: revoke frees the orders, the operator issues, refused moves change nothing', async () => {
    const a = await insertOrder(ctx.db, mainId);
    const b = await insertOrder(ctx.db, mainId);
    const first = (await apply([a.id, b.id])).body.data;
    expect((await apply([a.id])).status).toBe(409);

    const revoked = await call<Invoice>(ctx.app, 'POST', `/v1/invoices/${first.id}/revoke`, {
      token,
    });
    expect(revoked.body.data.status).toBe('revoked');
    const again = await call<Invoice>(ctx.app, 'POST', `/v1/invoices/${first.id}/revoke`, {
      token,
    });
    expect([again.status, again.body.code]).toEqual([409, '409001']);

    const second = (await apply([a.id, b.id])).body.data;
    expect(second.status).toBe('processing');
    await moveInvoice(ctx.db, { mainId: null, id: second.id, to: 'invoicing' });
    const cannotRevoke = await call(ctx.app, 'POST', `/v1/invoices/${second.id}/revoke`, { token });
    expect(cannotRevoke.status).toBe(409);
    await expect(
      moveInvoice(ctx.db, { mainId: null, id: second.id, to: 'rejected' }),
    ).rejects.toThrow();
    await moveInvoice(ctx.db, {
      mainId: null,
      id: second.id,
      to: 'billing_failure',
      reason: 'tax office down',
    });
    await moveInvoice(ctx.db, { mainId: null, id: second.id, to: 'invoicing' });
    const issued = await moveInvoice(ctx.db, { mainId: null, id: second.id, to: 'invoiced' });
    expect(issued.invoiceNo).toMatch(/^INV\d{16}$/);
    expect(issued.issuedAt).not.toBeNull();
    for (const to of ['processing', 'rejected', 'revoked', 'invoicing'] as const) {
      await expect(moveInvoice(ctx.db, { mainId: null, id: second.id, to })).rejects.toThrow();
    }
    // an issued invoice keeps its orders
    expect((await apply([a.id])).status).toBe(409);

    const c = await insertOrder(ctx.db, mainId);
    const third = (await apply([c.id])).body.data;
    await moveInvoice(ctx.db, {
      mainId: null,
      id: third.id,
      to: 'rejected',
      reason: 'wrong tax number',
    });
    const shown = await call<Invoice>(ctx.app, 'GET', `/v1/invoices/${third.id}`, { token });
    expect(shown.body.data).toMatchObject({ status: 'rejected', statusReason: 'wrong tax number' });
    expect((await apply([c.id])).status).toBe(200);
  });

  it('downloads the PDF of an issued invoice only, under its invoice number', async () => {
    const order = await insertOrder(ctx.db, mainId);
    const app1 = (await apply([order.id], { ...DETAILS, companyName: '示例贸易有限公司' })).body
      .data;
    const early = await ctx.app.inject({
      method: 'GET',
      url: `/om/api/v1/invoices/${app1.id}/pdf`,
      headers: { token },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: '409001' });
    await moveInvoice(ctx.db, { mainId: null, id: app1.id, to: 'invoicing' });
    const issued = await moveInvoice(ctx.db, { mainId: null, id: app1.id, to: 'invoiced' });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/om/api/v1/invoices/${app1.id}/pdf`,
      headers: { token, 'accept-language': 'zh-CN' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `filename*=UTF-8''invoice-${issued.invoiceNo}.pdf`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the Chinese font is embedded (subset), not referenced
    expect(pdf.rawPayload.toString('latin1')).toMatch(/FontFile2/);
  });

  it('lists applications with status and time filters; another account sees none of them', async () => {
    const all = await call<{ list: InvoiceSummary[]; total: number }>(
      ctx.app,
      'GET',
      '/v1/invoices?pageSize=100',
      { token },
    );
    expect(all.body.data.total).toBeGreaterThanOrEqual(5);
    const times = all.body.data.list.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const revoked = await call<{ list: InvoiceSummary[]; total: number }>(
      ctx.app,
      'GET',
      '/v1/invoices?status=revoked',
      { token },
    );
    expect(revoked.body.data.list.every((i) => i.status === 'revoked')).toBe(true);
    expect(revoked.body.data.total).toBeGreaterThanOrEqual(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await call<{ total: number }>(
      ctx.app,
      'GET',
      `/v1/invoices?createdFrom=${tomorrow}`,
      { token },
    );
    expect(future.body.data.total).toBe(0);
    expect((await call(ctx.app, 'GET', '/v1/invoices?status=lost', { token })).status).toBe(400);

    // a sub-account with the bill group works on the main account's applications
    const role = await makeRole(ctx.app, token, ['bill']);
    const sub = await makeSub(ctx.app, token, role.id);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const seen = await call<{ total: number }>(ctx.app, 'GET', '/v1/invoices', { token: subToken });
    expect(seen.body.data.total).toBe(all.body.data.total);

    // another main account: lists nothing of ours, and our ids are 404 everywhere
    const otherId = await otherMainAccount(ctx.db);
    const other = (await openSession(ctx.db, otherId, 60_000)).token;
    const theirs = await call<{ total: number }>(ctx.app, 'GET', '/v1/invoices', { token: other });
    expect(theirs.body.data.total).toBe(0);
    const ours = all.body.data.list[0];
    for (const [method, url] of [
      ['GET', `/v1/invoices/${ours.id}`],
      ['POST', `/v1/invoices/${ours.id}/revoke`],
      ['GET', `/v1/invoices/${ours.id}/pdf`],
    ] as const) {
      const answer = await ctx.app.inject({
        method,
        url: `/om/api${url}`,
        headers: { token: other },
      });
      expect(answer.statusCode, url).toBe(404);
    }
    const stolen = await apply([ours.id], DETAILS, other);
    expect(stolen.status).toBe(409);
    const unchanged = await call<Invoice>(ctx.app, 'GET', `/v1/invoices/${ours.id}`, { token });
    expect(unchanged.body.data.status).toBe(ours.status);
  });
});
