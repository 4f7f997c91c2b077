import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../contract';
import type { StaffUser } from '../../contract/staff';
import { loadConfig } from '../../server/config';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { backends, startApp, type TestContext } from './harness';
import { enrolledStaff, passwordSignIn, staffCall } from './staff.fixtures';

interface FoundAccount {
  id: string;
  email: string;
  company: string | null;
}

describe.each(backends())('first staff routes on %s', (backend) => {
  let ctx: TestContext;
  let support: string;
  let admin: { token: string; email: string };
  beforeAll(async () => {
    ctx = await startApp(backend);
    support = (await enrolledStaff(ctx.app, ctx.db, 'support')).token;
    admin = await enrolledStaff(ctx.app, ctx.db, 'admin');
  });
  afterAll(() => ctx.close());

  const search = (q: string, paging = '') =>
    staffCall<{ list: FoundAccount[]; total: number }>(
      ctx.app,
      'GET',
      `/v1/accounts?q=${encodeURIComponent(q)}${paging}`,
      { staffToken: support },
    );

  it('finds an account by email, phone, company, account id or order number', async () => {
    const byEmail = await search('DEMO@example');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.list.map((a) => a.email)).toEqual([DEMO.email]);
    const demo = byEmail.body.data.list[0];
    expect(demo.company).toBe('Demo Trading Ltd.');
    const order = await ctx.db.kysely
      .selectFrom('orders')
      .select('order_no')
      .where('account_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    for (const q of [DEMO.phone, 'demo trading', demo.id, order.order_no]) {
      const { body } = await search(q);
      expect(
        body.data.list.map((a) => a.id),
        q,
      ).toContain(demo.id);
    }
    const none = await search('100%_nobody');
    expect(none.body.data).toEqual({ list: [], total: 0 });
  });

  it('pages the accounts like the other lists', async () => {
    const first = await search('', '&page=1&pageSize=1');
    expect(first.body.data.list).toHaveLength(1);
    expect(first.body.data.total).toBeGreaterThanOrEqual(2);
    const second = await search('', '&page=2&pageSize=1');
    expect(second.body.data.list[0].id).not.toBe(first.body.data.list[0].id);
    expect((await search('', '&pageSize=1000')).status).toBe(400);
  });

  it('lets an admin create a staff user with a one-time password, written to the audit log', async () => {
    const created = await staffCall<{ user: StaffUser; oneTimePassword: string }>(
      ctx.app,
      'POST',
      '/v1/staff-users',
      {
        staffToken: admin.token,
        body: { email: 'New.Reviewer@staff.example', name: 'Rey', role: 'reviewer' },
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.data.user).toMatchObject({
      email: 'new.reviewer@staff.example',
      role: 'reviewer',
      disabled: false,
      lastSignInAt: null,
    });
    const first = await passwordSignIn(
      ctx.app,
      'new.reviewer@staff.example',
      created.body.data.oneTimePassword,
    );
    expect(first.body.data.enroll?.ticket).toEqual(expect.any(String));

    const again = await staffCall(ctx.app, 'POST', '/v1/staff-users', {
      staffToken: admin.token,
      body: { email: 'new.reviewer@staff.example', role: 'finance' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A staff user with this email already exists.');
    const badRole = await staffCall(ctx.app, 'POST', '/v1/staff-users', {
      staffToken: admin.token,
      body: { email: 'x@staff.example', role: 'owner' },
    });
    expect(badRole.status).toBe(400);

    const list = await staffCall<{ list: StaffUser[]; total: number }>(
      ctx.app,
      'GET',
      '/v1/staff-users',
      { staffToken: admin.token },
    );
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.list.map((user) => user.email)).toContain(admin.email);

    const adminId = list.body.data.list.find((user) => user.email === admin.email)?.id;
    const entry = await ctx.db.kysely
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('target', '=', created.body.data.user.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: 'staffUser.create',
      staff_user_id: adminId,
      ip: '127.0.0.1',
      before_json: null,
    });
    expect(JSON.parse(entry.after_json ?? '')).toEqual({
      email: 'new.reviewer@staff.example',
      name: 'Rey',
      role: 'reviewer',
    });
  });

  it('answers an unknown staff path with the 404 envelope', async () => {
    const { status, body } = await staffCall(ctx.app, 'GET', '/v1/nothing', {
      staffToken: admin.token,
    });
    expect([status, body.code]).toEqual([404, Codes.notFound]);
  });
});

describe.each(backends())('STAFF_ALLOWED_IPS on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, {
      seed: false,
      env: { STAFF_ALLOWED_IPS: '10.0.0.0/8, 192.0.2.7, 2001:db8::/32' },
    });
  });
  afterAll(() => ctx.close());

  const signInFrom = (remoteAddress: string) =>
    staffCall(ctx.app, 'POST', '/v1/session', {
      remoteAddress,
      body: { email: 'nobody@staff.example', password: 'x' },
    });

  it('lets the listed addresses and ranges reach the staff API', async () => {
    for (const address of ['10.1.2.3', '192.0.2.7', '::ffff:10.9.9.9', '2001:db8:1::5']) {
      const { status } = await signInFrom(address);
      // past the allow-list: the (undecodable) credential is what is refused
      expect(status, address).toBe(400);
    }
  });

  it('refuses every other address with the 403 envelope before anything else', async () => {
    for (const address of ['192.0.2.8', '11.0.0.1', '2001:db9::1', '::1']) {
      const { status, body } = await signInFrom(address);
      expect([status, body.code], address).toEqual([403, Codes.forbidden]);
      const me = await staffCall(ctx.app, 'GET', '/v1/me', { remoteAddress: address });
      expect(me.status, address).toBe(403);
    }
  });

  it('leaves the customer API alone', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/om/api/v1/user/google/clientId',
      remoteAddress: '198.51.100.1',
    });
    expect(response.statusCode).not.toBe(403);
  });
});

describe('STAFF_ALLOWED_IPS with a bad entry', () => {
  it('stops the start rather than open the staff API to every address', () => {
    expect(() => loadConfig({ STAFF_ALLOWED_IPS: '10.0.0.0/8,10.0.0.0/33' })).toThrow(
      'STAFF_ALLOWED_IPS: "10.0.0.0/33" is not an address or CIDR',
    );
  });
});
