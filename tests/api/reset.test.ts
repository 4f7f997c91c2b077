import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { lastCode } from './outbox.fixtures';

const NEW_PASSWORD = 'Fresh$2026';

describe.each(backends())('forgotten password in steps on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { CODE_COOLDOWN_SECONDS: '0' } });
  });
  afterAll(() => ctx.close());

  const sendCode = (account: string) =>
    call(ctx.app, 'POST', '/v1/user/code/send', { body: { account, purpose: 'reset' } });
  const verify = (account: string, code: string) =>
    call<{ ticket: string }>(ctx.app, 'POST', '/v1/user/password/reset/verify', {
      body: { account, code: encodeCredential(code) },
    });
  const reset = (ticket: string, password: string, confirm = password, language?: string) =>
    call(ctx.app, 'POST', '/v1/user/password/reset', {
      body: {
        ticket,
        password: encodeCredential(password),
        confirmPassword: encodeCredential(confirm),
      },
      language,
    });
  const ticketFor = async (account: string, to: string) => {
    await sendCode(account);
    const { body } = await verify(account, await lastCode(ctx.db, to));
    expect(body.code).toBe('000000');
    return body.data.ticket;
  };
  const hashOf = async (email: string) =>
    (
      await ctx.db.kysely
        .selectFrom('accounts')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('refuses a wrong code and an unknown account alike at the code step', async () => {
    await sendCode(DEMO.email);
    const code = await lastCode(ctx.db, DEMO.email);
    const wrong = await verify(DEMO.email, code === '999999' ? '000000' : '999999');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The verification code is incorrect or has expired.');
    const unknown = await verify('ghost@example.com', '123456');
    expect(unknown.body.message).toBe(wrong.body.message);
    // a login code does not reset a password
    await call(ctx.app, 'POST', '/v1/user/code/send', {
      body: { account: DEMO.email, purpose: 'login' },
    });
    const loginCode = await lastCode(ctx.db, DEMO.email);
    expect((await verify(DEMO.email, loginCode)).status).toBe(400);
  });

  it('holds the new password to the rules; nothing changes on a refusal', async () => {
    const ticket = await ticketFor(DEMO.email, DEMO.email);
    const before = await hashOf(DEMO.email);
    const mismatch = await reset(ticket, NEW_PASSWORD, 'Fresh$2027');
    expect(mismatch.status).toBe(400);
    expect((mismatch.body.data as { fields: Record<string, string> }).fields.confirmPassword).toBe(
      'The two passwords do not match!',
    );
    const zh = await reset(ticket, NEW_PASSWORD, 'Fresh$2027', 'zh-CN');
    expect((zh.body.data as { fields: Record<string, string> }).fields.confirmPassword).toBe(
      '两次输入的密码不一致！',
    );
    for (const weak of ['short', 'nodigits!!', 'NoSpecial123', 'waytoolong#123456'])
      expect((await reset(ticket, weak)).status).toBe(400);
    expect(await hashOf(DEMO.email)).toBe(before);
    const bad = await reset('x'.repeat(43), NEW_PASSWORD);
    expect(bad.body.message).toBe('This reset step has expired. Please start again.');
  });

  it('sets the password by phone, ends every session (502) and works once', async () => {
    const sessions = [await signIn(ctx.app), await signIn(ctx.app)];
    const ticket = await ticketFor(DEMO.phone, DEMO.phone);
    const { body } = await reset(ticket, NEW_PASSWORD);
    expect(body.code).toBe('000000');
    for (const token of sessions) {
      const after = await call(ctx.app, 'GET', '/v1/account/basic', { token });
      expect(after.body.code).toBe('502');
    }
    const old = await call(ctx.app, 'POST', '/v1/user/login', {
      body: { account: DEMO.email, password: encodeCredential(DEMO.password) },
    });
    expect(old.body.code).toBe('401001');
    expect(await signIn(ctx.app, DEMO.email, NEW_PASSWORD)).toMatch(/^[\w-]{43}$/);
    const again = await reset(ticket, 'Other$2026');
    expect(again.body.message).toBe('This reset step has expired. Please start again.');
  });

  it('refuses an expired ticket', async () => {
    const ticket = await ticketFor(DEMO.subEmail, DEMO.subEmail);
    await ctx.db.kysely
      .updateTable('account_tickets')
      .set({ expires_at: Date.now() - 1 })
      .where('purpose', '=', 'reset')
      .execute();
    expect((await reset(ticket, NEW_PASSWORD)).status).toBe(400);
    expect(await signIn(ctx.app, DEMO.subEmail, DEMO.password)).toMatch(/^[\w-]{43}$/);
  });
});
