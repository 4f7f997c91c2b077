import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential, type BaseInfo } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { hashToken } from '../../server/lib/tokens';
import { backends, call, signIn, startApp, type TestContext } from './harness';

describe.each(backends())('sign-in and sessions on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend);
  });
  afterAll(() => ctx.close());

  const login = (account: string, password: string) =>
    call<{ token: string; expiresAt: string }>(ctx.app, 'POST', '/v1/user/login', {
      body: { account, password: encodeCredential(password) },
    });

  it('signs in by email (any case) and by phone with an encoded password', async () => {
    const byEmail = await login('Demo@Example.com', DEMO.password);
    expect(byEmail.body.code).toBe('000000');
    expect(byEmail.body.data.token).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(byEmail.body.data.expiresAt)).toBeGreaterThan(Date.now() + 9 * 86_400_000);
    const byPhone = await login(DEMO.phone, DEMO.password);
    expect(byPhone.body.code).toBe('000000');
  });

  it('stores only a hash of the token and of the password', async () => {
    const { body } = await login(DEMO.email, DEMO.password);
    const sessions = await ctx.db.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toContain(hashToken(body.data.token));
    expect(JSON.stringify(sessions)).not.toContain(body.data.token);
    const account = await ctx.db.kysely
      .selectFrom('accounts')
      .select('password_hash')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^scrypt\$/);
    expect(account.password_hash).not.toContain(DEMO.password);
  });

  it('refuses a wrong password, an unknown account and a plain-text password alike', async () => {
    const wrong = await login(DEMO.email, 'Wrong@12345');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      code: '401001',
      message: 'The account or password is incorrect.',
    });
    const unknown = await login('nobody@example.com', DEMO.password);
    expect(unknown.body.code).toBe('401001');
    const plain = await call(ctx.app, 'POST', '/v1/user/login', {
      body: { account: DEMO.email, password: DEMO.password },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('400001');
  });

  it('answers 501 without a token, with a made-up one, and with an expired one', async () => {
    expect((await call(ctx.app, 'GET', '/v1/account/basic')).body.code).toBe('501');
    expect(
      (await call(ctx.app, 'GET', '/v1/account/basic', { token: 'x'.repeat(43) })).body.code,
    ).toBe('501');
    const token = await signIn(ctx.app);
    await ctx.db.kysely
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const expired = await call(ctx.app, 'GET', '/v1/account/basic', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('501');
  });

  it('revokes the session on sign-out: the next call gets 502', async () => {
    const token = await signIn(ctx.app);
    expect((await call(ctx.app, 'GET', '/v1/account/basic', { token })).body.code).toBe('000000');
    expect((await call(ctx.app, 'POST', '/v1/user/logout', { token })).body.code).toBe('000000');
    const after = await call(ctx.app, 'GET', '/v1/account/basic', { token });
    expect(after.body).toMatchObject({
      code: '502',
      message: 'Your session was ended. Please sign in again.',
    });
  });

  it('answers calls that come together each as its own caller, signed out or not', async () => {
    const main = await signIn(ctx.app);
    const sub = await signIn(ctx.app, DEMO.subEmail);
    const signedOut = await signIn(ctx.app);
    await call(ctx.app, 'POST', '/v1/user/logout', { token: signedOut });
    const callers = [main, sub, signedOut, 'y'.repeat(43), sub, main];
    const answers = await Promise.all(
      callers.map((token) => call<BaseInfo>(ctx.app, 'GET', '/v1/account/basic', { token })),
    );
    expect(answers.map(({ body }) => body.code)).toEqual([
      '000000',
      '000000',
      '502',
      '501',
      '000000',
      '000000',
    ]);
    const asMain = answers[0].body.data;
    const asSub = answers[1].body.data;
    expect([asMain.email, asMain.isMain]).toEqual([DEMO.email, true]);
    expect([asSub.email, asSub.isMain]).toEqual([DEMO.subEmail, false]);
    expect(asSub.permissionGroups.length).toBeLessThan(asMain.permissionGroups.length);
    expect(answers[4].body.data).toEqual(asSub);
    expect(answers[5].body.data).toEqual(asMain);
  });

  it('refuses every call that comes together right after a sign-out', async () => {
    const token = await signIn(ctx.app);
    const before = await Promise.all(
      [1, 2, 3].map(() => call(ctx.app, 'GET', '/v1/account/basic', { token })),
    );
    expect(before.map(({ body }) => body.code)).toEqual(['000000', '000000', '000000']);
    await call(ctx.app, 'POST', '/v1/user/logout', { token });
    const after = await Promise.all(
      [1, 2, 3].map(() => call(ctx.app, 'GET', '/v1/account/basic', { token })),
    );
    expect(after.map(({ body }) => body.code)).toEqual(['502', '502', '502']);
  });

  it('ends the sessions of a disabled account and refuses its sign-in', async () => {
    const token = await signIn(ctx.app, DEMO.subEmail);
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ status: 'disabled' })
      .where('email', '=', DEMO.subEmail)
      .execute();
    expect((await call(ctx.app, 'GET', '/v1/account/basic', { token })).body.code).toBe('502');
    const again = await login(DEMO.subEmail, DEMO.password);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('This account is disabled. Contact your main account.');
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ status: 'active' })
      .where('email', '=', DEMO.subEmail)
      .execute();
  });
});
