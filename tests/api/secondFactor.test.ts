import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential, type Profile, type SignInAnswer, type TotpSetup } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { totpOf } from '../../server/modules/profile/secondFactor/totp';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { lastCode } from './outbox.fixtures';

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  totpOf(secret).generate({ timestamp: Date.now() + steps * 30_000 });

describe.each(backends())('login secondary verification on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let secret: string;
  let recoveryCodes: string[];
  /** The TOTP codes accepted so far, in order. */
  const accepted: string[] = [];
  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const passwordSignIn = (account: string = DEMO.email, password: string = DEMO.password) =>
    call<SignInAnswer>(ctx.app, 'POST', '/v1/user/login', {
      body: { account, password: encodeCredential(password) },
    });
  const challengeOf = async () => {
    const { body } = await passwordSignIn();
    if (!('secondFactor' in body.data)) throw new Error('no challenge');
    return body.data.secondFactor;
  };
  const verify = (challenge: string, code: string, recovery = false, language?: string) =>
    call<{ token: string }>(ctx.app, 'POST', '/v1/user/login/second-factor', {
      language,
      body: { challenge, code: encodeCredential(code), recovery },
    });
  const profile = () => call<Profile>(ctx.app, 'GET', '/v1/account/profile', { token });

  it('sets up an authenticator app only once a code from it is confirmed', async () => {
    const setup = await call<TotpSetup>(ctx.app, 'POST', '/v1/account/second-factor/totp', {
      token,
    });
    expect(setup.body.data.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.data.otpauthUri).toContain(`secret=${setup.body.data.secret}`);
    expect(setup.body.data.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/OM%20Console:demo%40example\.com/,
    );
    secret = setup.body.data.secret;
    // not on until confirmed
    expect('token' in (await passwordSignIn()).body.data).toBe(true);

    const wrong = await call(ctx.app, 'POST', '/v1/account/second-factor/totp/enable', {
      token,
      body: { code: encodeCredential('000000') },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual({ fields: { code: 'The verification code is incorrect.' } });
    expect((await profile()).body.data.secondFactor.method).toBeNull();

    const enabled = await call<{ recoveryCodes: string[] }>(
      ctx.app,
      'POST',
      '/v1/account/second-factor/totp/enable',
      { token, body: { code: encodeCredential((accepted[0] = codeOf(secret))) } },
    );
    expect(enabled.body.code).toBe('000000');
    recoveryCodes = enabled.body.data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await profile()).body.data.secondFactor).toEqual({
      method: 'totp',
      recoveryCodesLeft: 10,
    });
    const stored = await ctx.db.kysely.selectFrom('recovery_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0].replace('-', ''));
  });

  it('answers a challenge instead of a session, and the TOTP code turns it into one', async () => {
    const { body } = await passwordSignIn();
    expect(body.code).toBe('000000');
    expect(body.data).not.toHaveProperty('token');
    if (!('secondFactor' in body.data)) throw new Error('no challenge');
    const { challenge, method, expiresAt } = body.data.secondFactor;
    expect(method).toBe('totp');
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    // the challenge is no session
    const asToken = await call(ctx.app, 'GET', '/v1/account/basic', { token: challenge });
    expect(asToken.body.code).toBe('501');

    const wrong = await verify(challenge, '123456', false, 'zh-CN');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('验证码不正确。');
    const right = await verify(challenge, (accepted[1] = codeOf(secret, 1)));
    expect(right.body.code).toBe('000000');
    const session = await call(ctx.app, 'GET', '/v1/account/basic', {
      token: right.body.data.token,
    });
    expect(session.body.code).toBe('000000');
    // a challenge is good for one session only
    expect((await verify(challenge, accepted[1])).body.code).toBe('401002');
  });

  it('never accepts the same TOTP code twice', async () => {
    const challenge = (await challengeOf()).challenge;
    for (const code of accepted) expect((await verify(challenge, code)).body.code).toBe('401001');
  });

  it('takes each recovery code once', async () => {
    const first = await challengeOf();
    const used = await verify(first.challenge, recoveryCodes[0].toLowerCase(), true);
    expect(used.body.code).toBe('000000');
    const again = await challengeOf();
    expect((await verify(again.challenge, recoveryCodes[0], true)).body.code).toBe('401001');
    // a TOTP code is no recovery code
    expect((await verify(again.challenge, codeOf(secret, 1), true)).body.code).toBe('401001');
    expect((await profile()).body.data.secondFactor.recoveryCodesLeft).toBe(9);
  });

  it('ends a challenge after five wrong codes, and when it expires', async () => {
    const { challenge } = await challengeOf();
    for (let i = 0; i < 5; i += 1)
      expect((await verify(challenge, '000001')).body.code).toBe('401001');
    const locked = await verify(challenge, recoveryCodes[1], true);
    expect(locked.status).toBe(401);
    expect(locked.body).toMatchObject({
      code: '401002',
      message: 'This sign-in step has expired. Please sign in again.',
    });

    const late = await challengeOf();
    await ctx.db.kysely
      .updateTable('sign_in_challenges')
      .set({ expires_at: Date.now() - 1 })
      .where('used_at', 'is', null)
      .execute();
    expect((await verify(late.challenge, recoveryCodes[1], true)).body.code).toBe('401002');
    expect((await verify('x'.repeat(43), recoveryCodes[1], true)).body.code).toBe('401002');
    // none of these used the recovery code up
    expect((await profile()).body.data.secondFactor.recoveryCodesLeft).toBe(9);
  });

  it('renews recovery codes with the password: the old ones stop working', async () => {
    const wrong = await call(ctx.app, 'POST', '/v1/account/second-factor/recovery-codes', {
      token,
      body: { password: encodeCredential('Wrong@123') },
    });
    expect(wrong.body.data).toEqual({ fields: { password: 'The current password is incorrect.' } });
    const renewed = await call<{ recoveryCodes: string[] }>(
      ctx.app,
      'POST',
      '/v1/account/second-factor/recovery-codes',
      { token, body: { password: encodeCredential(DEMO.password) } },
    );
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    const { challenge } = await challengeOf();
    expect((await verify(challenge, recoveryCodes[1], true)).body.code).toBe('401001');
    expect((await verify(challenge, renewed.body.data.recoveryCodes[1], true)).body.code).toBe(
      '000000',
    );
  });

  it('refuses the second step of an account disabled since the first', async () => {
    const subToken = await signIn(ctx.app, DEMO.subEmail);
    const subSetup = await call<TotpSetup>(ctx.app, 'POST', '/v1/account/second-factor/totp', {
      token: subToken,
    });
    await call(ctx.app, 'POST', '/v1/account/second-factor/totp/enable', {
      token: subToken,
      body: { code: encodeCredential(codeOf(subSetup.body.data.secret)) },
    });
    const { body } = await passwordSignIn(DEMO.subEmail);
    if (!('secondFactor' in body.data)) throw new Error('no challenge');
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ status: 'disabled' })
      .where('email', '=', DEMO.subEmail)
      .execute();
    const refused = await verify(
      body.data.secondFactor.challenge,
      codeOf(subSetup.body.data.secret, 1),
    );
    expect(refused.status).toBe(403);
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ status: 'active' })
      .where('email', '=', DEMO.subEmail)
      .execute();
  });

  it('turns off with the password only; then sign-in answers a session again', async () => {
    const wrong = await call(ctx.app, 'POST', '/v1/account/second-factor/disable', {
      token,
      body: { password: encodeCredential('Wrong@123') },
    });
    expect(wrong.status).toBe(400);
    expect((await profile()).body.data.secondFactor.method).toBe('totp');
    const off = await call(ctx.app, 'POST', '/v1/account/second-factor/disable', {
      token,
      body: { password: encodeCredential(DEMO.password) },
    });
    expect(off.body.code).toBe('000000');
    expect((await profile()).body.data.secondFactor).toEqual({
      method: null,
      recoveryCodesLeft: 0,
    });
    expect('token' in (await passwordSignIn()).body.data).toBe(true);
    const renew = await call(ctx.app, 'POST', '/v1/account/second-factor/recovery-codes', {
      token,
      body: { password: encodeCredential(DEMO.password) },
    });
    expect(renew.status).toBe(409);
  });
});

describe.each(backends())('second factor by SMS or email code on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { CODE_COOLDOWN_SECONDS: '0' } });
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const enable = async (method: 'sms' | 'email', to: string) => {
    const sent = await call(ctx.app, 'POST', '/v1/account/second-factor/code', {
      token,
      body: { method },
    });
    expect(sent.body.code).toBe('000000');
    const code = await lastCode(ctx.db, to);
    return call(ctx.app, 'POST', '/v1/account/second-factor/code/enable', {
      token,
      body: { method, code: encodeCredential(code) },
    });
  };
  const challengeOf = async () => {
    const { body } = await call<SignInAnswer>(ctx.app, 'POST', '/v1/user/login', {
      body: { account: DEMO.email, password: encodeCredential(DEMO.password) },
    });
    if (!('secondFactor' in body.data)) throw new Error('no challenge');
    return body.data.secondFactor;
  };
  const sendFor = (challenge: string) =>
    call(ctx.app, 'POST', '/v1/user/login/second-factor/code', { body: { challenge } });
  const verify = (challenge: string, code: string) =>
    call<{ token: string }>(ctx.app, 'POST', '/v1/user/login/second-factor', {
      body: { challenge, code: encodeCredential(code) },
    });

  it('turns on only with the code that reached the phone', async () => {
    const wrong = await call(ctx.app, 'POST', '/v1/account/second-factor/code/enable', {
      token,
      body: { method: 'sms', code: encodeCredential('123456') },
    });
    expect(wrong.status).toBe(400);
    expect((await enable('sms', DEMO.phone)).body.code).toBe('000000');
    const { body } = await call<Profile>(ctx.app, 'GET', '/v1/account/profile', { token });
    expect(body.data.secondFactor).toEqual({ method: 'sms', recoveryCodesLeft: 0 });
  });

  it('signs in with the code sent by SMS to the masked number', async () => {
    const challenge = await challengeOf();
    expect(challenge).toMatchObject({ method: 'sms', destination: '+86138****0000' });
    // nothing is sent before it is asked for, and nothing comes back in the answer
    const sent = await sendFor(challenge.challenge);
    expect(sent.body.data).toEqual({ cooldownSeconds: 0, expiresInSeconds: 300 });
    const code = await lastCode(ctx.db, DEMO.phone);
    expect(JSON.stringify(sent.body)).not.toContain(code);
    expect(
      (await verify(challenge.challenge, code === '000000' ? '000001' : '000000')).status,
    ).toBe(400);
    const session = await verify(challenge.challenge, code);
    expect(session.body.code).toBe('000000');
    expect(
      (await call(ctx.app, 'GET', '/v1/account/basic', { token: session.body.data.token })).body
        .code,
    ).toBe('000000');
  });

  it('switches to email codes, and the code sign-in way asks for the second factor too', async () => {
    expect((await enable('email', DEMO.email)).body.code).toBe('000000');
    await call(ctx.app, 'POST', '/v1/user/code/send', {
      body: { account: DEMO.email, purpose: 'login' },
    });
    const loginCode = await lastCode(ctx.db, DEMO.email);
    const { body } = await call<SignInAnswer>(ctx.app, 'POST', '/v1/user/login/code', {
      body: { account: DEMO.email, code: encodeCredential(loginCode) },
    });
    if (!('secondFactor' in body.data)) throw new Error('no challenge');
    expect(body.data.secondFactor).toMatchObject({
      method: 'email',
      destination: 'de***@example.com',
    });
    await sendFor(body.data.secondFactor.challenge);
    const code = await lastCode(ctx.db, DEMO.email);
    expect((await verify(body.data.secondFactor.challenge, code)).body.code).toBe('000000');
  });

  it('sends no code for an authenticator challenge nor for a dead one', async () => {
    expect((await sendFor('y'.repeat(43))).body.code).toBe('401002');
    await call(ctx.app, 'POST', '/v1/account/second-factor/disable', {
      token,
      body: { password: encodeCredential(DEMO.password) },
    });
    const setup = await call<TotpSetup>(ctx.app, 'POST', '/v1/account/second-factor/totp', {
      token,
    });
    await call(ctx.app, 'POST', '/v1/account/second-factor/totp/enable', {
      token,
      body: { code: encodeCredential(codeOf(setup.body.data.secret)) },
    });
    const challenge = await challengeOf();
    expect(challenge.destination).toBeNull();
    expect((await sendFor(challenge.challenge)).status).toBe(409);
  });
});
