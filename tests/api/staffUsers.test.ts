import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../contract';
import type { StaffUser } from '../../contract/staff';
import { backends, startApp, type TestContext } from './harness';
import { enrolledStaff, passwordSignIn, staffCall, STAFF_PASSWORD } from './staff.fixtures';

interface Created {
  user: StaffUser;
  oneTimePassword: string;
}

describe.each(backends())('staff users managed by an admin on %s', (backend) => {
  let ctx: TestContext;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    ctx = await startApp(backend);
    admin = (await enrolledStaff(ctx.app, ctx.db, 'admin')).token;
    adminId = (await staffCall<StaffUser>(ctx.app, 'GET', '/v1/me', { staffToken: admin })).body
      .data.id;
  });
  afterAll(() => ctx.close());

  const as = (method: 'POST' | 'PUT', path: string, body?: unknown) =>
    staffCall<StaffUser>(ctx.app, method, path, { staffToken: admin, body });
  const lastAudit = () =>
    ctx.db.kysely
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_user_id', 'target'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const me = (token: string) =>
    staffCall<StaffUser>(ctx.app, 'GET', '/v1/me', { staffToken: token });

  it('disables a staff user (their session ends, sign-in refused) and enables them again', async () => {
    const other = await enrolledStaff(ctx.app, ctx.db, 'support');
    const id = (await me(other.token)).body.data.id;
    const disabled = await as('POST', `/v1/staff-users/${id}/disable`);
    expect([disabled.status, disabled.body.data.disabled]).toEqual([200, true]);
    expect((await me(other.token)).status).toBe(401);
    expect((await passwordSignIn(ctx.app, other.email, STAFF_PASSWORD)).status).toBe(401);
    expect(await lastAudit()).toEqual({
      action: 'staffUser.disable',
      staff_user_id: adminId,
      target: id,
    });
    const enabled = await as('POST', `/v1/staff-users/${id}/enable`);
    expect(enabled.body.data.disabled).toBe(false);
    expect((await lastAudit()).action).toBe('staffUser.enable');
  });

  it('changes a role, in effect on the next call', async () => {
    const other = await enrolledStaff(ctx.app, ctx.db, 'support');
    const id = (await me(other.token)).body.data.id;
    const changed = await as('PUT', `/v1/staff-users/${id}/role`, { role: 'finance' });
    expect(changed.body.data.role).toBe('finance');
    expect((await me(other.token)).body.data.role).toBe('finance');
    const prices = await staffCall(ctx.app, 'GET', '/v1/prices', { staffToken: other.token });
    expect(prices.status).toBe(200);
    expect((await lastAudit()).action).toBe('staffUser.role');
    const unknownRole = await as('PUT', `/v1/staff-users/${id}/role`, { role: 'owner' });
    expect(unknownRole.status).toBe(400);
  });

  it('resets a staff user: a new one-time password, sessions end, the authenticator enrolls again', async () => {
    const other = await enrolledStaff(ctx.app, ctx.db, 'reviewer');
    const id = (await me(other.token)).body.data.id;
    const reset = await staffCall<Created>(ctx.app, 'POST', `/v1/staff-users/${id}/reset`, {
      staffToken: admin,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.oneTimePassword.length).toBeGreaterThanOrEqual(12);
    expect((await me(other.token)).status).toBe(401);
    expect((await passwordSignIn(ctx.app, other.email, STAFF_PASSWORD)).status).toBe(401);
    const first = await passwordSignIn(ctx.app, other.email, reset.body.data.oneTimePassword);
    expect(first.body.data.enroll?.ticket).toBeTruthy();
    expect((await lastAudit()).action).toBe('staffUser.reset');
  });

  it("refuses an admin's own disable, demotion and reset (409), and an unknown id (404)", async () => {
    for (const [method, path, body] of [
      ['POST', `/v1/staff-users/${adminId}/disable`, undefined],
      ['PUT', `/v1/staff-users/${adminId}/role`, { role: 'support' }],
      ['POST', `/v1/staff-users/${adminId}/reset`, undefined],
    ] as const) {
      const refused = await as(method, path, body);
      expect([refused.status, refused.body.code], path).toEqual([409, Codes.conflict]);
    }
    expect((await me(admin)).body.data).toMatchObject({ role: 'admin', disabled: false });
    for (const [method, path, body] of [
      ['POST', '/v1/staff-users/nothere/disable', undefined],
      ['POST', '/v1/staff-users/nothere/enable', undefined],
      ['PUT', '/v1/staff-users/nothere/role', { role: 'support' }],
      ['POST', '/v1/staff-users/nothere/reset', undefined],
    ] as const) {
      const missing = await as(method, path, body);
      expect([missing.status, missing.body.code], path).toEqual([404, Codes.notFound]);
    }
  });

  it('is for admins only', async () => {
    const finance = await enrolledStaff(ctx.app, ctx.db, 'finance');
    const refused = await staffCall(ctx.app, 'POST', `/v1/staff-users/${adminId}/disable`, {
      staffToken: finance.token,
    });
    expect(refused.status).toBe(403);
  });
});
