import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Codes, encodeCredential } from '../../contract';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { createStaffUser } from '../../server/modules/staff/users';
import { backends, startApp, type TestContext } from './harness';
import { codeOf, enrolledStaff, passwordSignIn, STAFF_PASSWORD, staffCall } from './staff.fixtures';

describe.each(backends())('staff sign-in on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // room for each test's refusals: one address makes every attempt here
    ctx = await startApp(backend, {
      seed: false,
      env: { LOGIN_FAILURE_LIMIT: '6', LOGIN_FAILURE_IP_LIMIT: '100' },
    });
  });
  afterAll(() => ctx.close());

  it('enrolls an authenticator and replaces the one-time password at the first sign-in', async () => {
    const email = 'first@staff.example';
    const { oneTimePassword } = await createStaffUser(ctx.db, OPS_ACTOR, {
      email,
      name: 'First',
      role: 'support',
    });
    const first = await passwordSignIn(ctx.app, email, oneTimePassword);
    expect(first.status).toBe(200);
    expect(first.body.data).not.toHaveProperty('token');
    const ticket = first.body.data.enroll?.ticket as string;

    const setup = await staffCall<{ secret: string; otpauthUri: string; qrCode: string }>(
      ctx.app,
      'POST',
      '/v1/session/enroll',
      { body: { ticket } },
    );
    expect(setup.body.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.body.data.otpauthUri).toContain(encodeURIComponent(email));
    expect(setup.body.data.qrCode).toMatch(/^data:image\/png;base64,/);
    const { secret } = setup.body.data;

    const confirm = (code: string, newPassword: string) =>
      staffCall<{ token: string }>(ctx.app, 'POST', '/v1/session/enroll/confirm', {
        body: {
          ticket,
          code: encodeCredential(code),
          newPassword: encodeCredential(newPassword),
        },
      });
    expect((await confirm('000000', STAFF_PASSWORD)).status).toBe(401);
    const weak = await confirm(codeOf(secret), 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.data).toMatchObject({ fields: { newPassword: expect.any(String) } });
    const same = await confirm(codeOf(secret), oneTimePassword);
    expect(same.status).toBe(400);
    const done = await confirm(codeOf(secret), STAFF_PASSWORD);
    expect(done.status).toBe(200);
    const me = await staffCall<{ email: string; lastSignInAt: string | null }>(
      ctx.app,
      'GET',
      '/v1/me',
      { staffToken: done.body.data.token },
    );
    expect(me.body.data).toMatchObject({ email, lastSignInAt: expect.any(String) });

    // the ticket was spent, the one-time password is gone, the audit log has the enrollment
    expect((await confirm(codeOf(secret, 1), 'Another-Pass.2026')).status).toBe(409);
    expect((await passwordSignIn(ctx.app, email, oneTimePassword, codeOf(secret, 1))).status).toBe(
      401,
    );
    const actions = await ctx.db.kysely
      .selectFrom('staff_audit_log')
      .select(['action', 'ip', 'staff_user_id'])
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['staffUser.create', 'staffUser.enroll']);
    expect(actions[1].ip).toBe('127.0.0.1');
  });

  it('refuses a sign-in without a code, with a wrong code, a used code or a wrong password', async () => {
    const staff = await enrolledStaff(ctx.app, ctx.db, 'reviewer');
    const noCode = await passwordSignIn(ctx.app, staff.email, STAFF_PASSWORD);
    expect(noCode.status).toBe(400);
    expect(noCode.body.data).toMatchObject({
      fields: { code: 'Enter the 6-digit code from your authenticator app.' },
    });
    expect(noCode.body.message).toBe('Enter the 6-digit code from your authenticator app.');
    const zh = await staffCall(ctx.app, 'POST', '/v1/session', {
      language: 'zh-CN',
      body: { email: staff.email, password: encodeCredential(STAFF_PASSWORD) },
    });
    expect(zh.body.message).toBe('请输入身份验证器应用中的 6 位验证码。');

    const wrongCode = await passwordSignIn(ctx.app, staff.email, STAFF_PASSWORD, '000000');
    expect(wrongCode.status).toBe(401);
    // the code the enrollment used does not open a second session
    const reused = await passwordSignIn(ctx.app, staff.email, STAFF_PASSWORD, codeOf(staff.secret));
    expect(reused.status).toBe(401);
    const wrongPassword = await passwordSignIn(
      ctx.app,
      staff.email,
      'Wrong-Pass.2026',
      codeOf(staff.secret, 1),
    );
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.code).toBe(Codes.badCredentials);

    const signedIn = await passwordSignIn(
      ctx.app,
      staff.email,
      STAFF_PASSWORD,
      codeOf(staff.secret, 1),
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toEqual(expect.any(String));
  });

  it('locks a staff user after repeated failures, even with the right password and code', async () => {
    const staff = await enrolledStaff(ctx.app, ctx.db, 'finance');
    for (let attempt = 0; attempt < ctx.config.loginFailureLimit; attempt += 1)
      await passwordSignIn(ctx.app, staff.email, 'Wrong-Pass.2026', '000000');
    const locked = await passwordSignIn(
      ctx.app,
      staff.email,
      STAFF_PASSWORD,
      codeOf(staff.secret, 1),
    );
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(Codes.tooManyRequests);
  });

  it('ends a session at sign-out and after STAFF_SESSION_TTL_HOURS', async () => {
    const staff = await enrolledStaff(ctx.app, ctx.db, 'support');
    const me = (token: string) => staffCall(ctx.app, 'GET', '/v1/me', { staffToken: token });
    expect((await me(staff.token)).status).toBe(200);

    const second = await passwordSignIn(
      ctx.app,
      staff.email,
      STAFF_PASSWORD,
      codeOf(staff.secret, 1),
    );
    const secondToken = second.body.data.token as string;
    expect(
      (await staffCall(ctx.app, 'DELETE', '/v1/session', { staffToken: secondToken })).status,
    ).toBe(200);
    expect((await me(secondToken)).status).toBe(401);
    expect((await me(staff.token)).status).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11.9 * 3_600_000);
      expect((await me(staff.token)).status).toBe(200);
      vi.setSystemTime(Date.now() + 0.2 * 3_600_000);
      const expired = await me(staff.token);
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe(Codes.tokenInvalid);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(backends())('staff session length on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { seed: false, env: { STAFF_SESSION_TTL_HOURS: '2' } });
  });
  afterAll(() => ctx.close());

  it('follows STAFF_SESSION_TTL_HOURS', async () => {
    const staff = await enrolledStaff(ctx.app, ctx.db, 'admin');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 3_600_000 + 1_000);
      expect((await staffCall(ctx.app, 'GET', '/v1/me', { staffToken: staff.token })).status).toBe(
        401,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
