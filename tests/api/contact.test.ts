import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential, type Profile } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { startGoogleKeys, TEST_GOOGLE_CLIENT_ID } from './google.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { lastCode } from './outbox.fixtures';

describe.each(backends())('email and phone changes, Google bind and unbind on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;
  beforeAll(async () => {
    google = await startGoogleKeys();
    ctx = await startApp(backend, {
      env: {
        GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: google.jwksUrl,
        CODE_COOLDOWN_SECONDS: '0',
      },
    });
    token = await signIn(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    await google.close();
  });

  const profile = (sessionToken = token) =>
    call<Profile>(ctx.app, 'GET', '/v1/account/profile', { token: sessionToken });
  const sendCode = (kind: string, value: string) =>
    call(ctx.app, 'POST', '/v1/account/contact/code', { token, body: { kind, value } });
  const change = (kind: string, value: string, code: string) =>
    call<Profile>(ctx.app, 'POST', '/v1/account/contact', {
      token,
      body: { kind, value, code: encodeCredential(code) },
    });

  it('changes the email only with the code sent to the new address', async () => {
    const next = 'owner@demo.example.com';
    expect((await sendCode('email', next)).body.code).toBe('000000');
    const code = await lastCode(ctx.db, next);
    const wrong = await change('email', next, code === '111111' ? '222222' : '111111');
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual({
      fields: { code: 'The verification code is incorrect or has expired.' },
    });
    // a code sent to another address does not do
    const other = await change('email', 'someone@demo.example.com', code);
    expect(other.status).toBe(400);
    expect((await profile()).body.data.email).toBe(DEMO.email);

    const changed = await change('email', next.toUpperCase(), code);
    expect(changed.body.code).toBe('000000');
    expect(changed.body.data.email).toBe(next);
    expect(await signIn(ctx.app, next)).toBeTruthy();
    // the code is used up
    expect((await change('email', DEMO.email, code)).status).toBe(400);
  });

  it('changes the phone with its code by SMS', async () => {
    const next = '+8613900000000';
    await sendCode('phone', '+86 139-0000-0000');
    const code = await lastCode(ctx.db, next);
    const changed = await change('phone', next, code);
    expect(changed.body.data.phone).toBe(next);
  });

  it("refuses a taken, an unchanged or a malformed address with the spec's messages", async () => {
    const takenEmail = await sendCode('email', DEMO.subEmail);
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body).toMatchObject({
      message: 'The email number has been exists!',
      data: { fields: { value: 'The email number has been exists!' } },
    });
    const takenPhone = await sendCode('phone', DEMO.subPhone);
    expect(takenPhone.body.message).toBe('The mobile phone number has been exists!');
    const same = await sendCode('phone', '+8613900000000');
    expect(same.body.data).toEqual({
      fields: { value: 'This is already the address of your account.' },
    });
    const badEmail = await sendCode('email', 'not-an-email');
    expect(badEmail.body.data).toEqual({ fields: { value: 'The format is incorrect.' } });
    const badPhone = await sendCode('phone', '12345');
    expect(badPhone.status).toBe(400);
    // a change racing a new holder is refused at the write too
    await sendCode('email', 'race@demo.example.com');
    const code = await lastCode(ctx.db, 'race@demo.example.com');
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ email: 'race@demo.example.com' })
      .where('email', '=', DEMO.subEmail)
      .execute();
    const raced = await change('email', 'race@demo.example.com', code);
    expect(raced.body.message).toBe('The email number has been exists!');
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ email: DEMO.subEmail })
      .where('email', '=', 'race@demo.example.com')
      .execute();
  });

  it('binds a verified Google account, signs in with it, and unbinds it', async () => {
    const credential = await google.sign({ sub: 'google-owner', email: 'x@gmail.com' });
    const bound = await call<Profile>(ctx.app, 'POST', '/v1/account/google', {
      token,
      body: { credential },
    });
    expect(bound.body.data.googleBound).toBe(true);
    const viaGoogle = await call<{ token: string }>(ctx.app, 'POST', '/v1/user/login/google', {
      body: { credential },
    });
    expect(viaGoogle.body.code).toBe('000000');

    // another account cannot take it
    const subToken = await signIn(ctx.app, DEMO.subEmail);
    const taken = await call(ctx.app, 'POST', '/v1/account/google', {
      token: subToken,
      body: { credential },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This Google account is already linked to another account.');
    // a forged token binds nothing
    const forged = await google.sign({ sub: 'intruder' }, { key: await google.otherKey() });
    const refused = await call(ctx.app, 'POST', '/v1/account/google', {
      token: subToken,
      body: { credential: forged },
    });
    expect(refused.status).toBe(401);
    expect((await profile(subToken)).body.data.googleBound).toBe(false);

    const unbound = await call<Profile>(ctx.app, 'DELETE', '/v1/account/google', { token });
    expect(unbound.body.data.googleBound).toBe(false);
    const after = await call(ctx.app, 'POST', '/v1/user/login/google', {
      body: { credential: await google.sign({ sub: 'google-owner' }) },
    });
    expect(after.status).toBe(404);
  });
});
