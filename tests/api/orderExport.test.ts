import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract';
import { backends, call, signIn, startApp, type TestContext } from './harness';

/** Rows of a CSV answer (our files quote only where needed; no field holds a newline). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
    .map((line) =>
      [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)]
        .slice(0, -1)
        .map((m) => m[1].replace(/^"|"$/g, '').replaceAll('""', '"')),
    );
}

describe.each(backends())('order export on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  const download = (query: string, language = 'en-US', timeZone?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/om/api/v1/orders/export?${query}`,
      headers: {
        token,
        'accept-language': language,
        ...(timeZone && { 'x-time-zone': timeZone }),
      },
    });
  const list = async (query: string) =>
    (await call<{ list: Order[]; total: number }>(ctx.app, 'GET', `/v1/orders?${query}`, { token }))
      .body.data;

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  it('exports the filtered list as CSV with the list’s rows, order and translated labels', async () => {
    const filter = 'status=paid&sort=amount&order=desc';
    const file = await download(`format=csv&${filter}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{8}-\d{6}\.csv"; filename\*=UTF-8''orders-\d{8}-\d{6}\.csv$/,
    );
    const [header, ...rows] = parseCsv(file.body);
    expect(header).toEqual([
      'Order ID',
      'Order number',
      'Order status',
      'Audit status',
      'Trading hours (UTC)',
      'Amount (USD)',
      'Paid-in amount (USD)',
      'Creation time (UTC)',
      'Payment time (UTC)',
      'Payment method',
      'Financial type',
      'Product',
      'Account number',
      'Failure reason',
    ]);
    const expected = await list(`${filter}&pageSize=100`);
    expect(rows).toHaveLength(expected.total);
    expect(rows.length).toBeGreaterThan(0);
    // amounts read as on screen: exactly two decimals
    expect(rows.filter((r) => !/^\d+\.\d{2}$/.test(r[5]) || !/^\d+\.\d{2}$/.test(r[6]))).toEqual(
      [],
    );
    const firstRows = rows.slice(0, expected.list.length);
    expect(firstRows.map((r) => r[1])).toEqual(expected.list.map((o) => o.orderNo));
    expect(rows.every((r) => r[2] === 'Paid')).toBe(true);
    const sum = (values: string[]) => values.reduce((s, v) => s + Math.round(Number(v) * 100), 0);
    expect(sum(firstRows.map((r) => r[5]))).toBe(sum(expected.list.map((o) => o.amount)));
  });

  it('exports XLSX with Chinese labels and numeric amounts', async () => {
    const file = await download('format=xlsx&paymentMethod=offline', 'zh-CN');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/orders-\d{8}-\d{6}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('订单号');
    const expected = await list('paymentMethod=offline&pageSize=100');
    expect(sheet.rowCount - 1).toBe(expected.total);
    const methods = new Set<unknown>();
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      methods.add(row.getCell(10).value);
      expect(typeof row.getCell(6).value).toBe('number');
      expect(row.getCell(6).numFmt).toBe('#,##0.00');
    });
    expect([...methods]).toEqual(['线下支付']);
  });

  it("writes times in the caller's time zone and names it; an unknown zone is UTC", async () => {
    const [first] = (await list('status=paid&pageSize=1')).list;
    const rowOf = async (zone?: string) => {
      const file = await download(`format=csv&orderNo=${first.orderNo}`, 'en-US', zone);
      const [header, row] = parseCsv(file.body);
      const column = header.findIndex((name) => name.startsWith('Creation time'));
      return { header: header[column], value: row[column] };
    };
    const shanghai = await rowOf('Asia/Shanghai');
    expect(shanghai.header).toBe('Creation time (Asia/Shanghai, GMT+08:00)');
    const local = new Date(Date.parse(first.createdAt) + 8 * 3_600_000).toISOString();
    expect(shanghai.value).toBe(`${local.slice(0, 10)} ${local.slice(11, 19)}`);
    for (const zone of [undefined, 'Mars/Olympus', "'; DROP TABLE orders; --"])
      expect((await rowOf(zone)).header, String(zone)).toBe('Creation time (UTC)');
  });

  it('writes our own failure reasons in the chosen language, in the file and the list', async () => {
    const file = await download('format=xlsx&status=failed', 'zh-CN');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const column = headers.indexOf('失败原因');
    expect(column).toBeGreaterThan(0);
    const reasons = new Set<unknown>();
    sheet.eachRow((row, n) => {
      const reason = row.getCell(column).value;
      if (n > 1 && reason) reasons.add(reason);
    });
    expect(reasons.size).toBeGreaterThan(0);
    for (const reason of reasons) expect(String(reason)).toMatch(/[\u4e00-\u9fff]/);
    const zhList = await ctx.app.inject({
      url: '/om/api/v1/orders?status=failed&pageSize=5',
      headers: { token, 'accept-language': 'zh-CN' },
    });
    const failed = zhList.json().data.list as { failureReason: string }[];
    expect(failed.length).toBeGreaterThan(0);
    const given = failed.filter((order) => order.failureReason);
    expect(given.length).toBeGreaterThan(0);
    for (const order of given) expect(order.failureReason).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a missing or unknown format and bad filters with the envelope', async () => {
    for (const query of [
      '',
      'format=pdf',
      'format=csv&status=lost',
      'format=csv&createdFrom=yesterday',
    ]) {
      const answer = await download(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ code: '400001' });
    }
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/om/api/v1/orders/export?format=csv',
    });
    expect(none.statusCode).toBe(401);
  });
});
