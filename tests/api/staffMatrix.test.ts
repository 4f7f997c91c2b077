import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, Codes, INTERNAL_BASE } from '../../contract';
import { STAFF_BASE, STAFF_ROLES, STAFF_TOKEN_HEADER, type StaffRole } from '../../contract/staff';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { openStaffSession } from '../../server/modules/staff/session';
import { createStaffUser } from '../../server/modules/staff/users';
import { backends, signIn, startApp, type TestContext } from './harness';

/**
 * The guard of every registered staff route against every role, customer tokens on staff
 * routes and staff tokens on customer and operator routes: each list read from the route
 * table, so a route added later is checked without a line here.
 */
describe.each(backends())('staff route guards on %s', (backend) => {
  let ctx: TestContext;
  let customerToken: string;
  const staffIds = new Map<StaffRole, string>();
  beforeAll(async () => {
    ctx = await startApp(backend);
    customerToken = await signIn(ctx.app);
    for (const role of STAFF_ROLES) {
      const { user } = await createStaffUser(ctx.db, OPS_ACTOR, {
        email: `${role}@staff.example`,
        name: '',
        role,
      });
      staffIds.set(role, user.id);
    }
  });
  afterAll(() => ctx.close());

  // a fresh session per call: an allowed sign-out ends the one it uses
  const staffToken = async (role: StaffRole) =>
    (await openStaffSession(ctx.db, staffIds.get(role) as string, 60_000)).token;
  const staffRoutes = () =>
    ctx.app.routeTable.filter((r) => r.url.startsWith(`${STAFF_BASE}/`) && r.guard?.auth);
  const hit = async (method: string, url: string, headers: Record<string, string>) => {
    const response = await ctx.app.inject({
      method: method as 'GET',
      url: url.replace(/:\w+/g, '0000000000000000nothere'),
      headers,
      ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
    });
    return { status: response.statusCode, code: (response.json() as { code: string }).code };
  };

  it('declares roles on every staff route; only sign-in and enrollment are public', () => {
    const all = ctx.app.routeTable.filter((r) => r.url.startsWith(`${STAFF_BASE}/`));
    expect(staffRoutes().length).toBeGreaterThanOrEqual(5);
    expect(staffRoutes().filter((r) => r.url.includes('/v1/reviews/')).length).toBeGreaterThan(15);
    for (const r of all) {
      expect(r.guard?.staffRoles, `${r.method} ${r.url}`).toBeDefined();
      if (!r.guard?.auth) expect(r.url).toMatch(/^\/om\/staff\/v1\/session(\/enroll.*)?$/);
    }
  });

  it('lets each role call exactly its routes (admin all) and refuses the rest with 403', async () => {
    for (const role of STAFF_ROLES)
      for (const r of staffRoutes()) {
        const roles = r.guard?.staffRoles ?? [];
        const allowed = role === 'admin' || roles.length === 0 || roles.includes(role);
        const { status, code } = await hit(r.method, r.url, {
          [STAFF_TOKEN_HEADER]: await staffToken(role),
        });
        const label = `${role} ${r.method} ${r.url} → ${status} ${code}`;
        if (allowed) {
          expect(status, label).not.toBe(401);
          expect(status, label).not.toBe(403);
          expect(status, label).toBeLessThan(500);
        } else expect([status, code], label).toEqual([403, Codes.forbidden]);
      }
  });

  it('refuses a customer token on every staff route, in either header', async () => {
    for (const r of staffRoutes()) {
      const tries: Record<string, string>[] = [
        { token: customerToken },
        { [STAFF_TOKEN_HEADER]: customerToken },
        {},
      ];
      for (const headers of tries) {
        const { status, code } = await hit(r.method, r.url, headers);
        expect([status, code], `${r.method} ${r.url}`).toEqual([401, Codes.tokenInvalid]);
      }
    }
  });

  it('refuses a staff token on every guarded customer and operator route', async () => {
    const customerRoutes = ctx.app.routeTable.filter(
      (r) =>
        (r.url.startsWith(`${API_BASE}/`) || r.url.startsWith(`${INTERNAL_BASE}/`)) &&
        (r.guard?.auth || r.guard?.operator),
    );
    expect(customerRoutes.length).toBeGreaterThan(50);
    expect(customerRoutes.some((r) => r.url.startsWith(INTERNAL_BASE))).toBe(true);
    const token = await staffToken('admin');
    for (const r of customerRoutes) {
      const { status, code } = await hit(r.method, r.url, {
        token,
        [STAFF_TOKEN_HEADER]: token,
        authorization: `Bearer ${token}`,
      });
      expect([401, 403], `${r.method} ${r.url} → ${status}`).toContain(status);
      expect(code).not.toBe(Codes.success);
    }
  });
});
