import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMicros, roundToCents, type Bill, type BillDetail } from '../../contract';
import { prepaymentBills } from '../../server/modules/bills/jobs';
import { closeMonth } from '../../server/modules/bills/generate';
import { lastClosedMonth, monthStart, nextMonth } from '../../server/modules/bills/months';
import { openSession } from '../../server/http/session';
import { recordUsage } from '../../server/modules/usage/record';
import { demoMainId, insertOrder, otherMainAccount } from './billing.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';

type Bills = { list: Bill[]; total: number };
type Details = { list: BillDetail[]; total: number; totalAmount: string; totalQuantity: number };

describe.each(backends())('bills on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  const month = lastClosedMonth();
  const get = <T>(url: string, t = token) => call<T>(ctx.app, 'GET', url, { token: t });
  const file = (url: string, language = 'en-US') =>
    ctx.app.inject({
      method: 'GET',
      url: `/om/api${url}`,
      headers: { token, 'accept-language': language },
    });

  /** What the usage lines of a month add up to, per product, straight from the table. */
  async function usageSums(m: string) {
    const rows = await ctx.db.kysely
      .selectFrom('usage_lines')
      .select(['product_key', 'amount_micros', 'quantity'])
      .where('main_id', '=', mainId)
      .where('usage_date', '>=', monthStart(m))
      .where('usage_date', '<', monthStart(nextMonth(m)))
      .execute();
    const sums = new Map<string, { amount: number; quantity: number }>();
    for (const row of rows) {
      const sum = sums.get(row.product_key) ?? { amount: 0, quantity: 0 };
      sum.amount += Number(row.amount_micros);
      sum.quantity += Number(row.quantity);
      sums.set(row.product_key, sum);
    }
    return sums;
  }

  async function statements(m: string) {
    const { body } = await get<Bills>(
      `/v1/bills?billType=monthly&monthFrom=${m}&monthTo=${m}&pageSize=100`,
    );
    return body.data.list;
  }

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
  });
  afterAll(() => ctx.close());

  it('generates monthly statements equal to the usage lines, idempotently', async () => {
    const sums = await usageSums(month);
    expect(sums.size).toBeGreaterThan(0);
    expect(await closeMonth(ctx.db, month)).toBe(sums.size);
    const first = await statements(month);
    expect(first).toHaveLength(sums.size);
    for (const bill of first) {
      expect(bill.amount).toBe(fromMicros(sums.get(bill.productKey)!.amount));
      expect(bill.itemCount).toBe(sums.get(bill.productKey)!.quantity);
      expect(bill).toMatchObject({
        billType: 'monthly',
        month,
        corporateName: 'Demo Trading Ltd.',
      });
    }
    await closeMonth(ctx.db, month);
    await closeMonth(ctx.db, month, mainId);
    const again = await statements(month);
    expect(again).toEqual(first);

    // a late usage line of that month: the next run brings the statement back to the sum
    const day = new Date(monthStart(month) + 86_400_000 * 3).toISOString().slice(0, 10);
    await recordUsage(ctx.db, {
      accountId: mainId,
      lines: [
        {
          date: day,
          productKey: 'whatsapp',
          country: 'BR',
          messageType: 'marketing',
          quantity: 7,
          unitPrice: '0.0625',
        },
      ],
    });
    await closeMonth(ctx.db, month);
    const after = await statements(month);
    const whatsapp = after.find((b) => b.productKey === 'whatsapp')!;
    const before = first.find((b) => b.productKey === 'whatsapp')!;
    expect(whatsapp.billNo).toBe(before.billNo);
    expect(whatsapp.amount).toBe(fromMicros((await usageSums(month)).get('whatsapp')!.amount));
    expect(whatsapp.itemCount).toBe(before.itemCount + 7);
  });

  it('turns each paid top-up into one prepayment bill by its job, never on a read', async () => {
    const order = await insertOrder(ctx.db, mainId, {
      paid_micros: 42_500_000,
      amount_micros: 42_500_000,
    });
    const list = async () =>
      (await get<Bills>('/v1/bills?billType=prepayment&pageSize=100')).body.data;
    const billNo = `PB${order.order_no.replace(/\D/g, '')}`;
    expect((await list()).list.some((b) => b.billNo === billNo)).toBe(false);
    // what the worker runs for the job a payment enqueues; twice, as a retry might
    const context = {
      db: ctx.db,
      config: ctx.config,
      log: ctx.app.log,
      attempt: 1,
      maxAttempts: 1,
    };
    await prepaymentBills.run({ mainId }, context);
    await prepaymentBills.run({ mainId }, context);
    const first = await list();
    const paidTopUps = await ctx.db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('main_id', '=', mainId)
      .where('status', '=', 'paid')
      .where('financial_type', '=', 'top_up')
      .executeTakeFirstOrThrow();
    expect(first.total).toBe(Number(paidTopUps.n));
    const past = (await get<Bills>('/v1/bills?billType=prepayment&pageSize=100&page=50')).body;
    expect(past.data).toEqual({ list: [], total: Number(paidTopUps.n) });
    const bill = first.list.find((b) => b.billNo === billNo);
    expect(bill).toMatchObject({ amount: '42.50', itemCount: 1, billType: 'prepayment' });
  });

  it('refuses a month range over 12 months, reversed or malformed, on the server', async () => {
    const ok = await get<Details>('/v1/bill-details?monthFrom=2025-01&monthTo=2025-12');
    expect(ok.status).toBe(200);
    for (const [query, message] of [
      ['monthFrom=2025-01&monthTo=2026-01', 'The month range cannot exceed 12 months.'],
      ['monthFrom=2025-06&monthTo=2025-05', 'The first month must not be after the last month.'],
    ]) {
      for (const path of [
        '/v1/bill-details',
        '/v1/bill-details/export',
        '/v1/bill-details/spend',
        '/v1/bills',
      ]) {
        const answer = await get(`${path}?${query}`);
        expect(answer.status, `${path}?${query}`).toBe(400);
        expect(answer.body.message).toBe(message);
        expect(answer.body.data).toEqual({ fields: { monthTo: message } });
      }
    }
    const zh = await call(ctx.app, 'GET', '/v1/bill-details?monthFrom=2025-01&monthTo=2026-06', {
      token,
      language: 'zh-CN',
    });
    expect(zh.body.message).toBe('月份范围不能超过 12 个月。');
    for (const query of [
      'monthFrom=2025-13&monthTo=2025-12',
      'monthFrom=2025-01',
      'monthFrom=2025-01&monthTo=2025-02&country=usa',
    ]) {
      expect((await get(`/v1/bill-details?${query}`)).status, query).toBe(400);
    }
  });

  it('lists details with filters, and totals that the CSV ends with', async () => {
    const range = `monthFrom=${month}&monthTo=${month}`;
    const all = (await get<Details>(`/v1/bill-details?${range}&pageSize=100`)).body.data;
    const sums = await usageSums(month);
    const expected = [...sums.values()].reduce((s, v) => s + v.amount, 0);
    expect(all.totalAmount).toBe(fromMicros(expected));
    const sms = (
      await get<Details>(
        `/v1/bill-details?${range}&productKey=sms_verification&country=us&pageSize=100`,
      )
    ).body.data;
    expect(sms.total).toBeGreaterThan(0);
    expect(sms.total).toBeLessThan(all.total);
    expect(
      sms.list.filter((d) => d.productKey !== 'sms_verification' || d.country !== 'US'),
    ).toEqual([]);
    const marketing = (
      await get<Details>(`/v1/bill-details?${range}&messageType=marketing&pageSize=100`)
    ).body.data;
    expect(marketing.list.length).toBeGreaterThan(0);
    expect(marketing.total).toBeLessThan(all.total);
    expect(marketing.list.filter((d) => d.messageType !== 'marketing')).toEqual([]);

    const csv = await file(`/v1/bill-details/export?${range}&productKey=sms_verification`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`bill-details-${month}_${month}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'ID,Date,Type,Country,Message type,Quantity,Unit price (USD),Amount (USD)',
    );
    const filtered = (await get<Details>(`/v1/bill-details?${range}&productKey=sms_verification`))
      .body.data;
    expect(lines).toHaveLength(filtered.total + 2);
    const total = lines.at(-1)!.split(',');
    expect(total[0]).toBe('Total');
    expect(total[5]).toBe(String(filtered.totalQuantity));
    // amounts read as on screen (cents); unit prices keep their digits
    expect(total[7]).toBe(roundToCents(filtered.totalAmount));
    const cellsOf = lines.slice(1, -1).map((line) => line.split(','));
    expect(cellsOf.length).toBeGreaterThan(0);
    expect(cellsOf.filter((cells) => !/^-?\d+\.\d{2}$/.test(cells[7]))).toEqual([]);
    expect(cellsOf.some((cells) => /\.\d{3,}$/.test(cells[6]))).toBe(true);
  });

  it('downloads a bill as XLSX whose total equals the bill amount', async () => {
    await closeMonth(ctx.db, month);
    const [bill] = await statements(month);
    const answer = await file(`/v1/bills/${bill.id}/download`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(
      `filename*=UTF-8''bill-${bill.billNo}.xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const [summary, details] = book.worksheets;
    expect(summary.getCell('B1').value).toBe(bill.billNo);
    expect(summary.getCell('B7').value).toBe(Number(bill.amount));
    const last = details.getRow(details.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(8).value).toBe(Number(bill.amount));
    expect(last.getCell(8).numFmt).toBe('#,##0.00');
    expect(last.getCell(6).value).toBe(bill.itemCount);
  });

  it('sums spend by month and product, and keeps other accounts out', async () => {
    const spend = await get<{
      months: string[];
      series: { productKey: string; amounts: string[] }[];
    }>(`/v1/bill-details/spend?monthFrom=${month}&monthTo=${month}`);
    expect(spend.body.data.months).toEqual([month]);
    const sums = await usageSums(month);
    for (const s of spend.body.data.series)
      expect(s.amounts[0]).toBe(fromMicros(sums.get(s.productKey)!.amount));

    const [bill] = await statements(month);
    const other = (await openSession(ctx.db, await otherMainAccount(ctx.db), 60_000)).token;
    expect((await get(`/v1/bills/${bill.id}`, other)).status).toBe(404);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/om/api/v1/bills/${bill.id}/download`,
      headers: { token: other },
    });
    expect(download.statusCode).toBe(404);
    expect((await get<Bills>('/v1/bills', other)).body.data.total).toBe(0);
    expect(
      (await get<Details>(`/v1/bill-details?monthFrom=${month}&monthTo=${month}`, other)).body.data
        .total,
    ).toBe(0);
  });
});
