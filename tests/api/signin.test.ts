import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { verifyGoogleIdToken } from '../../server/lib/googleIdToken';
import { startGoogleKeys, TEST_GOOGLE_CLIENT_ID } from './google.fixtures';
import { backends, call, startApp, type TestContext } from './harness';
import { lastCode } from './outbox.fixtures';

type Session = { token: string; expiresAt: string };

describe.each(backends())('sign-in by code, by Google, and brute-force limits on %s', (backend) => {
  let ctx: TestContext;
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;
  beforeAll(async () => {
    google = await startGoogleKeys();
    ctx = await startApp(backend, {
      env: {
        CODE_COOLDOWN_SECONDS: '0',
        GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: google.jwksUrl,
        LOGIN_FAILURE_LIMIT: '3',
        LOGIN_FAILURE_IP_LIMIT: '8',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await google.close();
  });

  const sendCode = (account: string) =>
    call(ctx.app, 'POST', '/v1/user/code/send', { body: { account, purpose: 'login' } });
  const codeLogin = (account: string, code: string) =>
    call<Session>(ctx.app, 'POST', '/v1/user/login/code', {
      body: { account, code: encodeCredential(code) },
    });
  const googleLogin = (credential: string) =>
    call<Session>(ctx.app, 'POST', '/v1/user/login/google', { body: { credential } });
  const passwordLogin = (account: string, password: string) =>
    call<Session>(ctx.app, 'POST', '/v1/user/login', {
      body: { account, password: encodeCredential(password) },
    });
  const clearFailures = () => ctx.db.kysely.deleteFrom('auth_failures').execute();

  it('signs in with a code sent by email, and with one sent by SMS', async () => {
    await sendCode(DEMO.email);
    const byEmail = await codeLogin(DEMO.email, await lastCode(ctx.db, DEMO.email));
    expect(byEmail.body.code).toBe('000000');
    expect(byEmail.body.data.token).toMatch(/^[\w-]{43}$/);
    const basic = await call(ctx.app, 'GET', '/v1/account/basic', {
      token: byEmail.body.data.token,
    });
    expect(basic.body.code).toBe('000000');

    await sendCode(DEMO.phone);
    const bySms = await codeLogin('+86 138 0000 0000', await lastCode(ctx.db, DEMO.phone));
    expect(bySms.body.code).toBe('000000');
  });

  it('refuses a wrong, reused or unknown-account code with the same message', async () => {
    await sendCode(DEMO.email);
    const code = await lastCode(ctx.db, DEMO.email);
    const wrong = await codeLogin(DEMO.email, code === '999999' ? '000000' : '999999');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The verification code is incorrect or has expired.');
    expect((await codeLogin(DEMO.email, code)).body.code).toBe('000000');
    const reused = await codeLogin(DEMO.email, code);
    expect(reused.body.message).toBe('The verification code is incorrect or has expired.');
    const unknown = await codeLogin('ghost@example.com', '123456');
    expect(unknown.body.message).toBe('The verification code is incorrect or has expired.');
    await clearFailures();
  });

  it('signs in with a Google ID token verified against the key set', async () => {
    const token = await google.sign({ sub: 'g-demo', email: DEMO.email, email_verified: true });
    const first = await googleLogin(token);
    expect(first.body.code).toBe('000000');
    const identity = await verifyGoogleIdToken(token, {
      jwksUrl: google.jwksUrl,
      clientId: TEST_GOOGLE_CLIENT_ID,
    });
    expect(identity).toEqual({ sub: 'g-demo', email: DEMO.email, emailVerified: true });
  });

  it('signs in a linked Google account whatever its email says', async () => {
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ google_sub: 'g-finance' })
      .where('email', '=', DEMO.subEmail)
      .execute();
    const token = await google.sign({
      sub: 'g-finance',
      email: 'other@gmail.com',
      email_verified: true,
    });
    const { body } = await googleLogin(token);
    expect(body.code).toBe('000000');
    const basic = await call<{ email: string }>(ctx.app, 'GET', '/v1/account/basic', {
      token: body.data.token,
    });
    expect(basic.body.data.email).toBe(DEMO.subEmail);
  });

  it('gives an unknown or unverified Google account a clear message', async () => {
    const unknown = await googleLogin(
      await google.sign({ sub: 'g-stranger', email: 'stranger@gmail.com', email_verified: true }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/^No account is linked to this Google account/);
    const unverified = await googleLogin(
      await google.sign({ sub: 'g-unverified', email: DEMO.email, email_verified: false }),
    );
    expect(unverified.status).toBe(404);
    // an account linked to another Google account is not reached through its email
    const otherSub = await googleLogin(
      await google.sign({ sub: 'g-someone', email: DEMO.subEmail, email_verified: true }),
    );
    expect(otherSub.status).toBe(404);
  });

  it('refuses forged, expired, foreign-audience and foreign-issuer tokens', async () => {
    const claims = { sub: 'g-demo', email: DEMO.email, email_verified: true };
    const forged = await google.sign(claims, { key: await google.otherKey() });
    const expired = await google.sign(claims, { expiresIn: '-1m' });
    const audience = await google.sign(claims, { audience: 'someone-else' });
    const issuer = await google.sign(claims, { issuer: 'https://evil.example.com' });
    for (const credential of [forged, expired, audience, issuer, 'not.a.jwt', 'x']) {
      const { status, body } = await googleLogin(credential);
      expect(status, credential.slice(0, 20)).toBe(401);
      expect(body.message).toBe('The Google sign-in could not be verified. Please try again.');
    }
  });

  it('fails clearly when the key set cannot be reached, and nothing else breaks', async () => {
    await expect(
      verifyGoogleIdToken(await google.sign({ sub: 'g-demo' }), {
        jwksUrl: 'http://127.0.0.1:9/certs',
        clientId: TEST_GOOGLE_CLIENT_ID,
      }),
    ).rejects.toMatchObject({ status: 503, messageKey: 'auth.errors.googleUnavailable' });
    await expect(
      verifyGoogleIdToken('x', { jwksUrl: google.jwksUrl, clientId: '' }),
    ).rejects.toMatchObject({ status: 503 });
    expect((await passwordLogin(DEMO.email, DEMO.password)).body.code).toBe('000000');
  });

  it('locks an account after repeated wrong passwords, even for the right one', async () => {
    await clearFailures();
    for (let i = 0; i < 3; i++)
      expect((await passwordLogin(DEMO.subEmail, 'Wrong@12345')).body.code).toBe('401001');
    const locked = await passwordLogin(DEMO.subEmail, DEMO.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-ins. Please try again in 15 minutes.');
    // the lock holds by phone too: it counts per account, not per typed name
    expect((await passwordLogin(DEMO.subPhone, DEMO.password)).status).toBe(429);
    // another account is not affected
    expect((await passwordLogin(DEMO.email, DEMO.password)).body.code).toBe('000000');
    // once the window has passed, the right password works again
    await ctx.db.kysely
      .updateTable('auth_failures')
      .set({ created_at: Date.now() - 16 * 60_000 })
      .execute();
    expect((await passwordLogin(DEMO.subEmail, DEMO.password)).body.code).toBe('000000');
  });

  it('counts wrong codes toward the same account lock', async () => {
    await clearFailures();
    await sendCode(DEMO.email);
    const code = await lastCode(ctx.db, DEMO.email);
    const wrong = code === '999999' ? '000000' : '999999';
    await passwordLogin(DEMO.email, 'Wrong@12345');
    await codeLogin(DEMO.email, wrong);
    await codeLogin(DEMO.email, wrong);
    const locked = await codeLogin(DEMO.email, code);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('429001');
  });

  it('locks a client address that tries many accounts', async () => {
    await clearFailures();
    const answers: number[] = [];
    for (let i = 0; i < 9; i++)
      answers.push((await passwordLogin(`user${i}@example.com`, 'Wrong@1')).status);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(answers[8]).toBe(429);
    expect((await passwordLogin(DEMO.email, DEMO.password)).status).toBe(429);
    await clearFailures();
  });
});
