import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail, MessageRecord } from '../../contract/messageLogs';
import type { MessagePrivacy } from '../../contract/messagePrivacy';
import { otherMainAccount } from './devtools.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { countsOf, messageEvent, postEvents } from './messageLogs.fixtures';
import { CUSTOM_PASSWORD, makeSubWith } from './users.fixtures';
import { OPERATOR_TOKEN } from './wallet.fixtures';

type Refusal = { fields: Record<string, string> };

describe.each(backends())("an account's message privacy on %s", (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { seed: false, env: { OPERATOR_TOKEN } });
  });
  afterAll(() => ctx.close());

  const privacy = (token: string, body?: unknown, language?: string) =>
    call<MessagePrivacy>(ctx.app, body === undefined ? 'GET' : 'PUT', '/v1/messages/privacy', {
      token,
      body,
      language,
    });
  const one = (id: string, token: string) =>
    call<MessageDetail>(ctx.app, 'GET', `/v1/messages/${id}`, { token });
  const bodyOf = async (id: string) =>
    (
      await ctx.db.kysely
        .selectFrom('messages')
        .select('body')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).body;

  it('keeps no body by default, keeps them once turned on, and erases them when turned off', async () => {
    const account = await otherMainAccount(ctx.db);
    expect((await privacy(account.token)).body.data).toEqual({
      keepBodies: false,
      retentionDays: 90,
    });
    await postEvents(ctx.app, [
      messageEvent(account.id, { messageId: 'body-off', body: 'Your code is 123456' }),
    ]);
    expect(await bodyOf('body-off')).toBeNull();
    expect((await one('body-off', account.token)).body.data.body).toBeNull();

    const on = await privacy(account.token, { keepBodies: true, retentionDays: 90 });
    expect(on.body.data).toEqual({ keepBodies: true, retentionDays: 90 });
    await postEvents(ctx.app, [
      messageEvent(account.id, { messageId: 'body-on', body: 'Your code is 654321' }),
    ]);
    expect((await one('body-on', account.token)).body.data.body).toBe('Your code is 654321');

    await privacy(account.token, { keepBodies: false, retentionDays: 90 });
    expect(await bodyOf('body-on')).toBeNull();
    expect((await one('body-on', account.token)).body.data.body).toBeNull();
    const log = await ctx.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'resource', 'before_values', 'after_values'])
      .where('main_id', '=', account.id)
      .where('resource', '=', 'messagePrivacy')
      .orderBy('created_at')
      .execute();
    expect(log.map((entry) => [entry.action, JSON.parse(entry.after_values ?? '{}')])).toEqual([
      ['update', { keepBodies: true, retentionDays: 90 }],
      ['update', { keepBodies: false, retentionDays: 90 }],
    ]);
  });

  it('refuses a retention outside 7 to 400 days, naming the field in both languages', async () => {
    const account = await otherMainAccount(ctx.db);
    for (const retentionDays of [6, 401, 30.5, '90', null]) {
      const { status, body } = await privacy(account.token, { keepBodies: false, retentionDays });
      expect(
        [status, Object.keys((body.data as unknown as Refusal).fields)],
        String(retentionDays),
      ).toEqual([400, ['retentionDays']]);
    }
    const en = await privacy(account.token, { keepBodies: false, retentionDays: 401 }, 'en_US');
    expect((en.body.data as unknown as Refusal).fields.retentionDays).toBe(
      'Keep messages for: enter a whole number of days from 7 to 400.',
    );
    const zh = await privacy(account.token, { keepBodies: false, retentionDays: 6 }, 'zh_CN');
    expect((zh.body.data as unknown as Refusal).fields.retentionDays).toBe(
      '消息保留天数：请输入 7 到 400 之间的整数。',
    );
    for (const retentionDays of [7, 400])
      expect((await privacy(account.token, { keepBodies: false, retentionDays })).status).toBe(200);
  });

  it('lets only the main account change the privacy or forget a number', async () => {
    const main = await otherMainAccount(ctx.db);
    const sub = await makeSubWith(ctx.app, main.token, ['messages']);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    expect((await privacy(subToken)).status).toBe(200);
    expect((await privacy(subToken, { keepBodies: true, retentionDays: 90 })).status).toBe(403);
    const forget = await call(ctx.app, 'POST', '/v1/messages/forget', {
      token: subToken,
      body: { number: '+5511987654321' },
    });
    expect(forget.status).toBe(403);
    expect((await privacy(main.token)).body.data.keepBodies).toBe(false);
  });

  it('forgets a number: its messages, journeys and bodies go in the account and its sub-accounts, counts following, the log naming it masked', async () => {
    const main = await otherMainAccount(ctx.db);
    await privacy(main.token, { keepBodies: true, retentionDays: 90 });
    const sub = await makeSubWith(ctx.app, main.token, ['messages']);
    const other = await otherMainAccount(ctx.db);
    const number = '+5511987654321';
    await postEvents(ctx.app, [
      messageEvent(main.id, { messageId: 'forget-1', to: number, body: 'secret one' }),
      messageEvent(main.id, { messageId: 'forget-1', to: number, status: 'delivered' }),
      messageEvent(sub.id, { messageId: 'forget-2', to: number }),
      messageEvent(main.id, { messageId: 'keep-1', to: '+5511912345678' }),
      messageEvent(other.id, { messageId: 'other-1', to: number }),
    ]);
    const answer = await call<{ forgotten: number }>(ctx.app, 'POST', '/v1/messages/forget', {
      token: main.token,
      body: { number: '+55 11 98765-4321' },
    });
    expect([answer.status, answer.body.data]).toEqual([200, { forgotten: 2 }]);

    const left = await call<{ list: MessageRecord[] }>(ctx.app, 'GET', '/v1/messages', {
      token: main.token,
    });
    expect(left.body.data.list.map((message) => message.id)).toEqual(['keep-1']);
    const events = await ctx.db.kysely
      .selectFrom('message_events')
      .select('message_id')
      .where('message_id', 'in', ['forget-1', 'forget-2'])
      .execute();
    expect(events).toEqual([]);
    expect((await one('other-1', other.token)).status).toBe(200);
    const { raw, kept } = await countsOf(ctx.db, main.id);
    expect(kept).toEqual(raw);

    const entry = await ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('main_id', '=', main.id)
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect([entry.resource, entry.resource_id, entry.after_values]).toEqual([
      'messagePrivacy',
      '+55•••••••••21',
      JSON.stringify({ forgotten: 2 }),
    ]);
    expect(JSON.stringify(entry)).not.toContain('987654321');
  });

  it('refuses to forget what is not a number, naming the field', async () => {
    const main = await otherMainAccount(ctx.db);
    for (const number of ['call me', '+5511', '', '+99 123 456 7890']) {
      const { status, body } = await call(ctx.app, 'POST', '/v1/messages/forget', {
        token: main.token,
        body: { number },
        language: 'zh_CN',
      });
      expect([status, Object.keys((body.data as Refusal).fields)], number).toEqual([
        400,
        ['number'],
      ]);
    }
  });
});
