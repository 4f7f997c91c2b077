import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_GROUPS, encodeCredential } from '../../contract';
import { hashPassword } from '../../server/lib/password';
import { newId } from '../../server/lib/ids';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { contacts, makeRole, makeSub } from './users.fixtures';

/**
 * Another main account's rows are never readable or writable: every route that takes an id
 * answers 404 (or 400 when the id sits in the body) for ids of account B, lists never show
 * them, and B's rows are unchanged afterwards.
 */
describe.each(backends())('no IDOR across main accounts on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  const other = { mainId: '', roleId: '', subId: '', orderId: '' };

  async function createOtherAccount() {
    const now = Date.now();
    const hash = await hashPassword('Other@12345');
    other.mainId = newId(now);
    other.roleId = newId(now + 1);
    other.subId = newId(now + 2);
    other.orderId = newId(now + 3);
    const base = {
      account_type: 'corporate',
      password_hash: hash,
      status: 'active',
      certification_state: 'certified',
      created_at: now,
      updated_at: now,
      corporate_name: null,
    };
    await ctx.db.kysely
      .insertInto('accounts')
      .values({
        ...base,
        id: other.mainId,
        main_id: other.mainId,
        email: 'b-main@example.com',
        phone: '+4470000000001',
        name: 'B',
        role_id: null,
      })
      .execute();
    await ctx.db.kysely
      .insertInto('roles')
      .values({
        id: other.roleId,
        main_id: other.mainId,
        name: 'B role',
        permissions: '["order","bill","apiKey","account"]',
        created_at: now,
      })
      .execute();
    await ctx.db.kysely
      .insertInto('accounts')
      .values({
        ...base,
        id: other.subId,
        main_id: other.mainId,
        email: 'b-sub@example.com',
        phone: '+4470000000002',
        name: 'B sub',
        role_id: other.roleId,
        remarks: 'B remarks',
      })
      .execute();
    await ctx.db.kysely
      .insertInto('sub_account_products')
      .values({
        account_id: other.subId,
        product_key: 'whatsapp',
        billing_method: 'independent',
        created_at: now,
      })
      .execute();
    await ctx.db.kysely
      .insertInto('wallets')
      .values({
        account_id: other.subId,
        balance_micros: 0,
        credit_limit_micros: 0,
        updated_at: now,
      })
      .execute();
    await ctx.db.kysely
      .insertInto('orders')
      .values({
        id: other.orderId,
        main_id: other.mainId,
        account_id: other.mainId,
        order_no: 'OM20260101BBBBBBBBBB',
        status: 'paid',
        audit_status: 'none',
        payment_method: 'online',
        financial_type: 'top_up',
        product_key: 'whatsapp',
        amount_micros: 1,
        paid_micros: 1,
        trade_time: now,
        created_at: now,
        paid_at: now,
        failure_reason: null,
      })
      .execute();
  }

  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        ctx.db.kysely
          .selectFrom('accounts')
          .selectAll()
          .where('main_id', '=', other.mainId)
          .orderBy('id')
          .execute(),
        ctx.db.kysely.selectFrom('roles').selectAll().where('main_id', '=', other.mainId).execute(),
        ctx.db.kysely
          .selectFrom('sub_account_products')
          .selectAll()
          .where('account_id', '=', other.subId)
          .execute(),
        ctx.db.kysely
          .selectFrom('orders')
          .selectAll()
          .where('main_id', '=', other.mainId)
          .execute(),
        ctx.db.kysely
          .selectFrom('sessions')
          .select(['account_id', 'revoked_at'])
          .where('account_id', '=', other.subId)
          .execute(),
      ]),
    );

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    await createOtherAccount();
    await signIn(ctx.app, 'b-sub@example.com', 'Other@12345');
  });
  afterAll(() => ctx.close());

  it("answers 404 for B's ids on every route that takes one, and changes nothing", async () => {
    const before = await snapshot();
    const role = await makeRole(ctx.app, token, [...ALL_PERMISSION_GROUPS]);
    const delegate = await makeSub(ctx.app, token, role.id);
    const delegateToken = await signIn(ctx.app, delegate.email, 'Sub#Pass99');
    const withId = ctx.app.routeTable.filter(
      (r) => r.url.startsWith('/om/api/') && r.url.includes(':id'),
    );
    expect(withId.length).toBeGreaterThan(8);
    for (const caller of [token, delegateToken]) {
      for (const r of withId) {
        for (const id of Object.values(other)) {
          const response = await ctx.app.inject({
            method: r.method as 'GET',
            url: r.url.replace(':id', id),
            headers: { token: caller },
            ...(r.method === 'POST' || r.method === 'PUT'
              ? {
                  payload: {
                    status: 'disabled',
                    passwordMode: 'auto',
                    name: 'Hacked',
                    permissions: [],
                    ...contacts(),
                    roleId: role.id,
                    // callbacks: a valid replay start
                    since: '2026-01-01T00:00:00.000Z',
                    // API keys: a valid status, access, token expiry and roll overlap, so only ownership can refuse
                    ...(r.url.includes('/api-keys/')
                      ? { status: 'close', expiry: 'never', overlap: 'now', access: 'read' }
                      : {}),
                  },
                }
              : {}),
          });
          expect(response.statusCode, `${r.method} ${r.url} with ${id}`).toBe(404);
        }
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("never lists B's rows, and refuses B's ids inside requests", async () => {
    const lists = ctx.app.routeTable.filter(
      (r) => r.url.startsWith('/om/api/') && r.method === 'GET' && !r.url.includes(':'),
    );
    for (const r of lists) {
      const response = await ctx.app.inject({ method: 'GET', url: r.url, headers: { token } });
      for (const id of Object.values(other)) expect(response.body, r.url).not.toContain(id);
    }
    const byRole = await call<{ total: number }>(
      ctx.app,
      'GET',
      `/v1/sub-accounts?roleId=${other.roleId}`,
      { token },
    );
    expect(byRole.body.data.total).toBe(0);
    const withRole = await call(ctx.app, 'POST', '/v1/sub-accounts', {
      token,
      body: {
        ...contacts(),
        name: 'X',
        roleId: other.roleId,
        passwordMode: 'custom',
        password: encodeCredential('Abc@12345'),
      },
    });
    expect(withRole.status).toBe(400);
    const mine = await makeRole(ctx.app, token, ['bill']);
    await makeSub(ctx.app, token, mine.id);
    const moveToB = await call(
      ctx.app,
      'DELETE',
      `/v1/roles/${mine.id}?reassignTo=${other.roleId}`,
      { token },
    );
    expect(moveToB.status).toBe(400);
    const held = await ctx.db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('role_id', '=', other.roleId)
      .execute();
    expect(held.map((row) => row.id)).toEqual([other.subId]);
  });
});
