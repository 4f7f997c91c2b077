import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageRecord } from '../../contract/messageLogs';
import { otherMainAccount } from './devtools.fixtures';
import { backends, startApp, type TestContext } from './harness';
import { messageEvent, postEvents } from './messageLogs.fixtures';
import { enrolledStaff, staffCall } from './staff.fixtures';
import { OPERATOR_TOKEN } from './wallet.fixtures';

type Found = MessageRecord & {
  accountId: string;
  mainId: string;
  email: string;
  productName: string;
};
type Page = { list: Found[]; total: number; totalCapped: boolean };
type Journey = Found & { journey: { status: string }[]; error: { code: string } | null };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(backends())('staff finding a message of any account on %s', (backend) => {
  let ctx: TestContext;
  let support: { token: string; id: string };
  let finance: string;
  let reviewer: string;
  let admin: string;
  let first: { id: string; token: string };
  let second: { id: string; token: string };

  beforeAll(async () => {
    ctx = await startApp(backend, { seed: false, env: { OPERATOR_TOKEN } });
    const enrolled = await enrolledStaff(ctx.app, ctx.db, 'support');
    const user = await ctx.db.kysely
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', enrolled.email)
      .executeTakeFirstOrThrow();
    support = { token: enrolled.token, id: user.id };
    finance = (await enrolledStaff(ctx.app, ctx.db, 'finance')).token;
    reviewer = (await enrolledStaff(ctx.app, ctx.db, 'reviewer')).token;
    admin = (await enrolledStaff(ctx.app, ctx.db, 'admin')).token;
    first = await otherMainAccount(ctx.db);
    second = await otherMainAccount(ctx.db);
    const { body } = await postEvents(ctx.app, [
      messageEvent(first.id, {
        messageId: 'staff-a',
        to: '+5521987654321',
        status: 'sent',
        at: minutesAgo(10),
      }),
      messageEvent(first.id, {
        messageId: 'staff-a',
        to: '+5521987654321',
        status: 'failed',
        errorCode: '30003',
        at: minutesAgo(9),
      }),
      messageEvent(second.id, {
        messageId: 'staff-b',
        to: '+5521987654321',
        status: 'delivered',
        at: minutesAgo(5),
      }),
      messageEvent(second.id, {
        messageId: 'staff-c',
        to: '+5511912345678',
        status: 'delivered',
        at: minutesAgo(4),
      }),
    ]);
    expect(body.data.refused).toEqual([]);
  });
  afterAll(() => ctx.close());

  const search = (q: string, token = support.token, language?: string) =>
    staffCall<Page>(ctx.app, 'GET', `/v1/messages?q=${encodeURIComponent(q)}`, {
      staffToken: token,
      language,
    });
  const open = (id: string, token = support.token, language?: string) =>
    staffCall<Journey>(ctx.app, 'GET', `/v1/messages/${encodeURIComponent(id)}`, {
      staffToken: token,
      language,
    });
  const audit = () =>
    ctx.db.kysely
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_user_id', 'account_id', 'target', 'after_json'])
      .where('action', 'like', 'message.%')
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  it('finds a number as typed across accounts, newest first, each with its account', async () => {
    const { status, body } = await search('+55 21 98765-4321');
    expect(status).toBe(200);
    expect(body.data.list.map((row) => [row.id, row.mainId, row.email, row.productName])).toEqual([
      ['staff-b', second.id, expect.stringContaining('@example.com'), 'SMS Verification'],
      ['staff-a', first.id, expect.stringContaining('@example.com'), 'SMS Verification'],
    ]);
    expect(body.data.total).toBe(2);
    // the first digits of a number find every number starting with them
    const prefix = await search('55 2198765');
    expect(prefix.body.data.list.map((row) => row.id)).toEqual(['staff-b', 'staff-a']);
    const byId = await search('staff-c');
    expect(byId.body.data.list.map((row) => [row.id, row.to])).toEqual([
      ['staff-c', '+5511912345678'],
    ]);
    expect((await search('no-such-message')).body.data.total).toBe(0);
  });

  it('refuses a number too short to search every account by, in both languages', async () => {
    const english = await search('5521');
    expect([english.status, english.body.code]).toEqual([400, '400001']);
    expect(english.body.message).toBe('Type at least 8 digits of the number, or a message id.');
    const chinese = await search('5521', support.token, 'zh-CN');
    expect(chinese.body.message).toBe('请输入号码的至少 8 位数字，或消息 ID。');
  });

  it('opens a message’s journey with whose it is, never its body', async () => {
    const { status, body } = await open('staff-a', support.token, 'zh-CN');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 'staff-a',
      accountId: first.id,
      mainId: first.id,
      status: 'failed',
      error: { code: '30003' },
    });
    expect(body.data.journey.map((step) => step.status)).toEqual(['sent', 'failed']);
    expect(body.data.productName).toBe('短信验证码');
    expect(body.data).not.toHaveProperty('body');
    const missing = await open('no-such-message');
    expect([missing.status, missing.body.code]).toEqual([404, '404001']);
  });

  it('finds no message past its own account’s retention, before the daily erasure as after', async () => {
    const { body } = await postEvents(ctx.app, [
      messageEvent(first.id, {
        messageId: 'staff-old',
        to: '+5521987654321',
        status: 'delivered',
        at: new Date(Date.now() - 20 * 86_400_000).toISOString(),
      }),
    ]);
    expect(body.data.refused).toEqual([]);
    expect((await search('+5521987654321')).body.data.list.map((row) => row.id)).toEqual([
      'staff-b',
      'staff-a',
      'staff-old',
    ]);
    await ctx.db.kysely
      .insertInto('message_privacy')
      .values({ main_id: first.id, keep_bodies: 0, retention_days: 7, updated_at: Date.now() })
      .execute();
    expect((await search('+5521987654321')).body.data.list.map((row) => row.id)).toEqual([
      'staff-b',
      'staff-a',
    ]);
    expect((await search('staff-old')).body.data.total).toBe(0);
    expect((await open('staff-old')).status).toBe(404);
  });

  it('writes every search and every look to the staff audit log', async () => {
    const before = (await audit()).length;
    await search('+5521987654321');
    await open('staff-b');
    const entries = (await audit()).slice(before);
    expect(
      entries.map((row) => [row.action, row.staff_user_id, row.account_id, row.target]),
    ).toEqual([
      ['message.search', support.id, null, '+5521987654321'],
      ['message.view', support.id, second.id, 'staff-b'],
    ]);
    expect(JSON.parse(entries[0].after_json ?? '{}')).toEqual({ found: 2, capped: false });
  });

  it('lets support and admin in, refuses finance, reviewers and customers, and audits none of those', async () => {
    const before = (await audit()).length;
    expect((await search('staff-a', admin)).status).toBe(200);
    for (const token of [finance, reviewer]) {
      for (const answer of [await search('staff-a', token), await open('staff-a', token)])
        expect([answer.status, answer.body.code]).toEqual([403, '403001']);
    }
    // a customer's session is no staff session, here or as its own header
    const customer = await ctx.app.inject({
      method: 'GET',
      url: '/om/staff/v1/messages?q=staff-a',
      headers: { token: first.token },
    });
    expect(customer.statusCode).toBe(401);
    const asStaffHeader = await search('staff-a', first.token);
    expect(asStaffHeader.status).toBe(401);
    expect((await audit()).length).toBe(before + 1);
  });
});
