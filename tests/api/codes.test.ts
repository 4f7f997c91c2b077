import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { checkCode, CODE_MAX_ATTEMPTS } from '../../server/modules/codes';
import { backends, call, startApp, type TestContext } from './harness';
import { lastCode, lastMessage, startSmtpSink } from './outbox.fixtures';

interface Sent {
  channel: string;
  cooldownSeconds: number;
  expiresInSeconds: number;
}

describe.each(backends())('verification codes and the outbox on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend);
  });
  afterAll(() => ctx.close());

  const send = (account: string, purpose: string, language?: string) =>
    call<Sent>(ctx.app, 'POST', '/v1/user/code/send', { body: { account, purpose }, language });
  /** Lets the next code be sent at once, as if the cooldown had passed. */
  const skipCooldown = (to: string) =>
    ctx.db.kysely
      .updateTable('verification_codes')
      .set((eb) => ({ created_at: eb('created_at', '-', 120_000) }))
      .where('recipient', '=', to)
      .execute();
  const check = (to: string, code: string, purpose: 'login' | 'reset' = 'login') =>
    checkCode(ctx.db, { to, purpose, code }).then(
      () => 'ok',
      (error: { messageKey: string }) => error.messageKey,
    );

  it('sends a 6-digit code by email to the outbox and never answers it to the caller', async () => {
    const { status, body } = await send('Demo@Example.com', 'login');
    expect(status).toBe(200);
    expect(body.data).toEqual({ channel: 'email', cooldownSeconds: 60, expiresInSeconds: 300 });
    const message = await lastMessage(ctx.db, DEMO.email);
    expect(message).toMatchObject({ channel: 'email', purpose: 'login' });
    const code = await lastCode(ctx.db, DEMO.email);
    expect(JSON.stringify(body)).not.toContain(code);
    const stored = await ctx.db.kysely
      .selectFrom('verification_codes')
      .selectAll()
      .where('recipient', '=', DEMO.email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored[0].expires_at - stored[0].created_at).toBe(300_000);
  });

  it('sends by SMS to a phone typed with spaces and dashes, in the account’s language', async () => {
    const { body } = await send('+86 138-0000-0000', 'reset', 'zh-CN');
    expect(body.data.channel).toBe('sms');
    const message = await lastMessage(ctx.db, DEMO.phone);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'reset', language: 'en_US' });
    expect(message.body).toMatch(/^Your verification code is \d{6}\./);
  });

  it('refuses another code during the cooldown with the seconds left', async () => {
    const again = await send(DEMO.email, 'login');
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('429001');
    const { retryAfterSeconds } = again.body.data as unknown as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(again.body.message).toBe(
      `Please wait ${retryAfterSeconds} s before asking for another code.`,
    );
  });

  it('voids the older code when a new one is sent; a code works once', async () => {
    const first = await lastCode(ctx.db, DEMO.email);
    await skipCooldown(DEMO.email);
    expect((await send(DEMO.email, 'login')).status).toBe(200);
    const second = await lastCode(ctx.db, DEMO.email);
    if (first !== second) expect(await check(DEMO.email, first)).toBe('auth.errors.codeInvalid');
    expect(await check(DEMO.email, second)).toBe('ok');
    expect(await check(DEMO.email, second)).toBe('auth.errors.codeInvalid');
  });

  it('keeps codes of one purpose apart from another', async () => {
    await skipCooldown(DEMO.email);
    await send(DEMO.email, 'login');
    const code = await lastCode(ctx.db, DEMO.email);
    expect(await check(DEMO.email, code, 'reset')).toBe('auth.errors.codeInvalid');
    expect(await check(DEMO.email, code, 'login')).toBe('ok');
  });

  it('allows a limited number of wrong tries, then even the right code is refused', async () => {
    await skipCooldown(DEMO.email);
    await send(DEMO.email, 'login');
    const code = await lastCode(ctx.db, DEMO.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) answers.push(await check(DEMO.email, wrong));
    expect(answers.slice(0, -1)).toEqual(
      Array(CODE_MAX_ATTEMPTS - 1).fill('auth.errors.codeInvalid'),
    );
    expect(answers.at(-1)).toBe('auth.errors.codeAttempts');
    expect(await check(DEMO.email, code)).toBe('auth.errors.codeAttempts');
  });

  it('refuses an expired code and malformed ones', async () => {
    await skipCooldown(DEMO.email);
    await send(DEMO.email, 'login');
    const code = await lastCode(ctx.db, DEMO.email);
    for (const bad of ['12345', ' 12345', 'abcdef', `${code}0`])
      expect(await check(DEMO.email, bad)).toBe('auth.errors.codeInvalid');
    await ctx.db.kysely
      .updateTable('verification_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('recipient', '=', DEMO.email)
      .execute();
    expect(await check(DEMO.email, code)).toBe('auth.errors.codeInvalid');
  });

  it('answers an unknown account like a known one but sends nothing', async () => {
    const { status, body } = await send('nobody@example.com', 'login');
    expect(status).toBe(200);
    expect(body.data.channel).toBe('email');
    expect(await lastMessage(ctx.db, 'nobody@example.com')).toBeUndefined();
  });

  it('sends a sign-up code only to a phone no account holds', async () => {
    const taken = await send(DEMO.phone, 'signup-phone');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The mobile phone number has been exists!');
    const email = await send('new@example.com', 'signup-phone');
    expect(email.status).toBe(400);
    const fresh = await send('+14155550100', 'signup-phone');
    expect(fresh.body.data.channel).toBe('sms');
    expect(await lastMessage(ctx.db, '+14155550100')).toMatchObject({ purpose: 'signup-phone' });
  });

  it('refuses bad input: private purposes, malformed accounts, missing fields', async () => {
    for (const body of [
      { account: DEMO.email, purpose: 'second-factor' },
      { account: DEMO.email, purpose: 'change-email' },
      { account: DEMO.email },
      { account: '', purpose: 'login' },
      { account: 'not an account', purpose: 'login' },
      { account: 'a@b', purpose: 'login' },
      { account: '+12', purpose: 'login' },
    ]) {
      const answer = await call(ctx.app, 'POST', '/v1/user/code/send', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('400001');
    }
    const format = await send('not an account', 'login');
    expect(format.body.data).toEqual({
      fields: { account: 'Enter an email address or a phone number with its country code.' },
    });
  });
});

describe.each(backends())('code limits and the SMTP sender on %s', (backend) => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink({ refuseFirst: 1 });
    ctx = await startApp(backend, {
      env: {
        CODE_COOLDOWN_SECONDS: '0',
        CODE_HOURLY_LIMIT: '3',
        SMTP_URL: smtp.url,
        JOB_WORKER: '1',
        JOB_POLL_MS: '100',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('caps the codes one address gets per hour', async () => {
    const send = () =>
      call(ctx.app, 'POST', '/v1/user/code/send', {
        body: { account: DEMO.phone, purpose: 'login' },
      });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const capped = await send();
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe(
      'Too many codes were sent to this address. Try again in an hour.',
    );
  });

  it('sends emails by SMTP when SMTP_URL is set, retrying a busy server; SMS still go to the outbox', async () => {
    const { body } = await call(ctx.app, 'POST', '/v1/user/code/send', {
      body: { account: DEMO.email, purpose: 'reset' },
    });
    // answered at once; the email goes out by a job, again after the server's "try later"
    expect(body.code).toBe('000000');
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received[0].to.join()).toContain(DEMO.email);
    expect(smtp.received[0].data).toMatch(/\b\d{6}\b/);
    expect(await lastMessage(ctx.db, DEMO.email)).toBeUndefined();
    expect(await lastMessage(ctx.db, DEMO.phone)).toMatchObject({ channel: 'sms' });
  });
});
