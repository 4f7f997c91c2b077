import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MAX_MESSAGE_EXPORT_ROWS, type MessageExport } from '../../contract/messageExports';
import { messageExportExpiry, messageExportJob } from '../../server/modules/messageLogs/exports';
import { otherMainAccount } from './devtools.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { messageEvent, postEvents } from './messageLogs.fixtures';
import { CUSTOM_PASSWORD, makeSubWith } from './users.fixtures';
import { OPERATOR_TOKEN } from './wallet.fixtures';

const FORMULA_SENDER = '=HYPERLINK("http://evil.example","x")';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(backends())('message exports on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { seed: false, env: { OPERATOR_TOKEN } });
  });
  afterAll(() => ctx.close());

  const context = () => ({
    db: ctx.db,
    config: ctx.config,
    log: ctx.app.log,
    attempt: 1,
    maxAttempts: 3,
  });
  /** The job the request enqueued, run here rather than by a worker behind the test's back. */
  const build = (exportId: string) => messageExportJob.run({ exportId }, context());
  const start = (token: string, body: Record<string, unknown>) =>
    call<MessageExport>(ctx.app, 'POST', '/v1/messages/exports', { token, body });
  const progress = (token: string, id: string) =>
    call<MessageExport>(ctx.app, 'GET', `/v1/messages/exports/${id}`, { token });
  const file = (token: string, id: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/om/api/v1/messages/exports/${id}/file`,
      headers: { token },
    });

  it('builds the filtered range as CSV, shows its progress, and serves it when ready', async () => {
    const account = await otherMainAccount(ctx.db);
    await postEvents(ctx.app, [
      messageEvent(account.id, { messageId: 'x-old', at: minutesAgo(30) }),
      messageEvent(account.id, { messageId: 'x-new', at: minutesAgo(10), from: FORMULA_SENDER }),
      messageEvent(account.id, { messageId: 'x-wa', at: minutesAgo(20), channel: 'whatsapp' }),
      messageEvent(account.id, { messageId: 'x-yesterday', at: minutesAgo(26 * 60) }),
    ]);
    const started = await start(account.token, { format: 'csv', channel: 'sms' });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ state: 'queued', rowsTotal: 2, rowsDone: 0 });
    const { id } = started.body.data;
    expect((await file(account.token, id)).statusCode).toBe(409);

    await build(id);
    const ready = (await progress(account.token, id)).body.data;
    expect(ready).toMatchObject({ state: 'ready', rowsTotal: 2, rowsDone: 2 });
    const answer = await file(account.token, id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/csv/);
    expect(answer.headers['content-disposition']).toContain(ready.fileName);
    expect(Number(ready.bytes)).toBe(answer.rawPayload.length);
    const lines = answer.body.trim().split('\n');
    // with a BOM, so spreadsheet programs read it as UTF-8
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toMatch(/^\W?Sent \(UTC\),Message ID,To,/);
    // newest first, as the list; only the filtered channel, only the default last 24 hours
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['x-new', 'x-old']);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain(",'+5511987654321,BR,MOBILE,sms_verification,sms,outbound,");
  });

  it('builds XLSX across many chunks, cells as text and numbers as numbers', async () => {
    const account = await otherMainAccount(ctx.db);
    await postEvents(ctx.app, [
      messageEvent(account.id, { messageId: 'seed', from: FORMULA_SENDER, at: minutesAgo(60) }),
    ]);
    const seed = await ctx.db.kysely
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', 'seed')
      .executeTakeFirstOrThrow();
    // enough rows for the file to span several chunks of the database
    const copies = Array.from({ length: 8_000 }, (_, i) => ({
      ...seed,
      id: `copy-${String(i).padStart(5, '0')}-${'p'.repeat(40)}`,
      created_at: Number(seed.created_at) - i,
    }));
    for (let i = 0; i < copies.length; i += 500)
      await ctx.db.kysely
        .insertInto('messages')
        .values(copies.slice(i, i + 500))
        .execute();
    const started = await start(account.token, { format: 'csv' });
    expect(started.body.data.rowsTotal).toBe(8_001);
    await build(started.body.data.id);
    const chunks = await ctx.db.kysely
      .selectFrom('message_export_chunks')
      .select('seq')
      .where('export_id', '=', started.body.data.id)
      .execute();
    expect(chunks.length).toBeGreaterThan(1);
    const csv = (await file(account.token, started.body.data.id)).body.trim().split('\n');
    expect(csv).toHaveLength(8_002);
    expect(new Set(csv.slice(1).map((line) => line.split(',')[1])).size).toBe(8_001);

    const xlsx = await start(account.token, { format: 'xlsx', q: 'seed' });
    await build(xlsx.body.data.id);
    const answer = await file(account.token, xlsx.body.data.id);
    expect(answer.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`'${FORMULA_SENDER}`);
    expect(rows[1]).toContain(0.0052);
  });

  it('serves an export to the account that asked only, and not past its day', async () => {
    const main = await otherMainAccount(ctx.db);
    const stranger = await otherMainAccount(ctx.db);
    const sub = await makeSubWith(ctx.app, main.token, ['messages']);
    const bare = await makeSubWith(ctx.app, main.token, ['order']);
    await postEvents(ctx.app, [
      messageEvent(main.id, { messageId: 'main-1' }),
      messageEvent(sub.id, { messageId: 'sub-1' }),
    ]);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const bareToken = await signIn(ctx.app, bare.email, CUSTOM_PASSWORD);
    const own = (await start(subToken, { format: 'csv' })).body.data;
    expect(own.rowsTotal).toBe(1);
    await build(own.id);
    expect((await file(subToken, own.id)).body).toContain('sub-1');
    expect((await file(subToken, own.id)).body).not.toContain('main-1');
    for (const token of [main.token, stranger.token]) {
      expect((await progress(token, own.id)).status).toBe(404);
      expect((await file(token, own.id)).statusCode).toBe(404);
    }
    expect((await start(bareToken, { format: 'csv' })).status).toBe(403);
    expect((await progress(bareToken, own.id)).status).toBe(403);
    expect((await file(bareToken, own.id)).statusCode).toBe(403);

    await ctx.db.kysely
      .updateTable('message_exports')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', own.id)
      .execute();
    expect((await file(subToken, own.id)).statusCode).toBe(404);
    await messageExportExpiry.run({ periodStart: 0 }, context());
    const left = await ctx.db.kysely
      .selectFrom('message_export_chunks')
      .select('seq')
      .where('export_id', '=', own.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses a selection of more than 1,000,000 messages, recording no export', async () => {
    const account = await otherMainAccount(ctx.db);
    const now = Date.now();
    const rows =
      backend === 'postgres'
        ? sql`select g from generate_series(1, ${sql.lit(MAX_MESSAGE_EXPORT_ROWS + 1)}) as g`
        : sql`select g from (with recursive n(g) as (select 1 union all select g + 1 from n where g <= ${sql.lit(MAX_MESSAGE_EXPORT_ROWS)}) select g from n)`;
    await sql`insert into messages (id, main_id, account_id, product, channel, direction, sender,
        recipient, country, segments, unit_price_micros, price_micros, status, status_at, created_at)
      select 'many-' || g, ${account.id}, ${account.id}, 'sms_verification', 'sms', 'outbound',
        'Bulk', '5511912345678', 'BR', 1, 0, 0, 'delivered', ${sql.lit(now)}, ${sql.lit(now)} - g
      from (${rows}) as counted`.execute(ctx.db.kysely);
    const refused = await start(account.token, { format: 'csv' });
    expect([refused.status, refused.body.code]).toEqual([400, '400001']);
    expect(refused.body.message).toContain('1,000,000');
    const recorded = await ctx.db.kysely
      .selectFrom('message_exports')
      .select('id')
      .where('main_id', '=', account.id)
      .execute();
    expect(recorded).toEqual([]);
    // one message fewer is taken
    await sql`delete from messages where id = 'many-1'`.execute(ctx.db.kysely);
    expect((await start(account.token, { format: 'csv' })).status).toBe(200);
  }, 120_000);

  it('refuses a bad format or filter with the field named', async () => {
    const account = await otherMainAccount(ctx.db);
    for (const body of [{ format: 'pdf' }, { format: 'csv', status: 'teleported' }, {}]) {
      const { status, body: answer } = await start(account.token, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.code).toBe('400001');
    }
  });
});
