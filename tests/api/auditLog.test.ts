import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/auditLog';
import { countCapOf, encodeCredential, type ApiKey, type Role } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { pruneAuditLog } from '../../server/modules/auditLog/repo';
import { demoMainId, insertOrder } from './billing.fixtures';
import { makeKey, otherMainAccount } from './devtools.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { lastCode } from './outbox.fixtures';
import { makeRole, makeSub } from './users.fixtures';

const BROWSER = 'AuditTest/1.0 (the console)';
const INVOICE_DETAILS = {
  companyName: 'Demo Trading Ltd.',
  companyAddress: '1 Harbour Road, Wan Chai',
  taxNumber: 'HK-12345678',
  streetAddress: '1 Harbour Road',
  apartment: '',
  country: 'Hong Kong',
  city: 'Hong Kong',
};

describe.each(backends())('the audit log on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
  });
  afterAll(() => ctx.close());

  const count = async () =>
    Number(
      (
        await ctx.db.kysely
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('main_id', '=', mainId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const entries = async (query = '', caller = token) =>
    (
      await call<{ list: AuditEntry[]; total: number; totalCapped: boolean }>(
        ctx.app,
        'GET',
        `/v1/audit-log?pageSize=100${query}`,
        { token: caller },
      )
    ).body.data;
  /** Runs a change and answers the entries it wrote (newest first). */
  const written = async (change: () => Promise<unknown>) => {
    const before = await count();
    await change();
    const added = (await count()) - before;
    return added === 0 ? [] : (await entries()).list.slice(0, added);
  };
  const send = <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call<T>(ctx.app, method, url, { token, body, headers: { 'user-agent': BROWSER } });

  it('records an API key through its life: created, changed, rolled, token, closed', async () => {
    let key!: ApiKey & { password: string };
    const [created] = await written(async () => {
      key = await makeKey(ctx.app, token, { name: 'Audited key' });
    });
    expect(created).toMatchObject({
      actor: DEMO.email,
      action: 'create',
      resource: 'apiKey',
      resourceId: key.id,
      before: null,
      after: { name: 'Audited key', allowedIps: '', status: 'open' },
    });

    const changed = await written(() =>
      send('PUT', `/v1/api-keys/${key.id}`, {
        name: 'Audited key',
        allowedIps: '203.0.113.7',
        access: 'full',
      }),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      action: 'update',
      userAgent: BROWSER,
      before: { allowedIps: '' },
      after: { allowedIps: '203.0.113.7' },
    });
    expect(changed[0].ip).not.toBe('');

    const [rolled] = await written(() =>
      send('POST', `/v1/api-keys/${key.id}/roll`, { overlap: 'now' }),
    );
    expect(rolled).toMatchObject({ action: 'roll', after: { password: 'changed' } });
    const [tokened] = await written(() =>
      send('POST', `/v1/api-keys/${key.id}/token`, { expiry: 'never' }),
    );
    expect(tokened).toMatchObject({ action: 'createToken', after: { token: 'changed' } });
    const [closed] = await written(() =>
      send('POST', `/v1/api-keys/${key.id}/status`, { status: 'close' }),
    );
    expect(closed).toMatchObject({ action: 'close', before: { status: 'open' } });

    // no secret is ever written down
    const stored = JSON.stringify(
      await ctx.db.kysely
        .selectFrom('audit_log')
        .selectAll()
        .where('resource_id', '=', key.id)
        .execute(),
    );
    expect(stored).not.toContain(key.password);
    expect(stored).not.toMatch(/password_hash|token_hash/);
  });

  it('records roles and sub-accounts with their fields before and after', async () => {
    let role!: Role;
    const [created] = await written(async () => {
      role = await makeRole(ctx.app, token, ['order'], 'Audited role');
    });
    expect(created).toMatchObject({
      action: 'create',
      resource: 'role',
      after: { name: 'Audited role', permissions: ['order'] },
    });
    const [changed] = await written(() =>
      send('PUT', `/v1/roles/${role.id}`, { name: 'Audited role', permissions: ['order', 'bill'] }),
    );
    expect(changed).toMatchObject({
      before: { permissions: ['order'] },
      after: { permissions: ['order', 'bill'] },
    });

    let subId = '';
    const [added] = await written(async () => {
      subId = (await makeSub(ctx.app, token, role.id)).id;
    });
    expect(added).toMatchObject({
      action: 'create',
      resource: 'subAccount',
      resourceId: subId,
      after: { roleId: role.id, password: 'changed' },
    });
    const [disabled] = await written(() =>
      send('POST', `/v1/sub-accounts/${subId}/status`, { status: 'disabled' }),
    );
    expect(disabled).toMatchObject({
      action: 'close',
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
  });

  it('records callback addresses and alert rules, never a signing secret', async () => {
    const [alerts] = await written(() =>
      send('PUT', '/v1/wallet/alerts', {
        thresholds: ['25'],
        emails: [],
        notifyAccount: true,
        callbackId: null,
      }),
    );
    expect(alerts).toMatchObject({
      action: 'update',
      resource: 'walletAlerts',
      after: { thresholds: ['25.00'] },
    });
    const address = await ctx.db.kysely
      .selectFrom('callbacks')
      .select(['id', 'secret'])
      .where('main_id', '=', mainId)
      .executeTakeFirstOrThrow();
    const [rotated] = await written(() => send('POST', `/v1/callbacks/${address.id}/secret`));
    expect(rotated).toMatchObject({
      action: 'rotateSecret',
      resource: 'callback',
      after: { secret: 'changed' },
    });
    const fresh = await ctx.db.kysely
      .selectFrom('callbacks')
      .select('secret')
      .where('id', '=', address.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(rotated)).not.toContain(fresh.secret);
    expect(JSON.stringify(rotated)).not.toContain(address.secret);
  });

  it('records sign-in, a wrong password and sign-out of the account that tried', async () => {
    const signedIn = await written(async () => {
      const wrong = await call(ctx.app, 'POST', '/v1/user/login', {
        body: { account: DEMO.email, password: encodeCredential('Wrong@12345') },
      });
      expect(wrong.status).toBe(401);
      const session = await signIn(ctx.app);
      await call(ctx.app, 'POST', '/v1/user/logout', { token: session });
    });
    expect(signedIn.map((entry) => entry.action)).toEqual(['signOut', 'signIn', 'signInFailed']);
    expect(signedIn.every((entry) => entry.resource === 'session')).toBe(true);
  });

  it('records the person’s own name and password changes, the password only as changed', async () => {
    const role = await makeRole(ctx.app, token, ['order']);
    const sub = await makeSub(ctx.app, token, role.id);
    const subToken = await signIn(ctx.app, sub.email, 'Sub#Pass99');
    const as = (method: 'PUT' | 'POST', url: string, body: unknown) =>
      call(ctx.app, method, url, { token: subToken, body });
    const [renamed] = await written(() =>
      as('PUT', '/v1/account/profile', { name: 'Renamed Sub' }),
    );
    expect(renamed).toMatchObject({
      actor: sub.email,
      action: 'update',
      resource: 'profile',
      resourceId: sub.id,
      before: { name: 'Test Sub' },
      after: { name: 'Renamed Sub' },
    });
    const [changed] = await written(() =>
      as('POST', '/v1/account/password', {
        oldPassword: encodeCredential('Sub#Pass99'),
        newPassword: encodeCredential('Sub#Pass100'),
        confirmPassword: encodeCredential('Sub#Pass100'),
      }),
    );
    expect(changed).toMatchObject({ resource: 'profile', after: { password: 'changed' } });
    expect(JSON.stringify(changed)).not.toContain('Sub#Pass100');
  });

  it('records 2-step verification, company details, top-ups and invoices', async () => {
    const [secondStep] = await written(async () => {
      await send('POST', '/v1/account/second-factor/code', { method: 'email' });
      const code = await lastCode(ctx.db, DEMO.email);
      const on = await send('POST', '/v1/account/second-factor/code/enable', {
        method: 'email',
        code: encodeCredential(code),
      });
      expect(on.status).toBe(200);
    });
    expect(secondStep).toMatchObject({
      action: 'enable',
      resource: 'secondFactor',
      after: { method: 'email' },
    });
    const [off] = await written(() =>
      send('POST', '/v1/account/second-factor/disable', {
        password: encodeCredential(DEMO.password),
      }),
    );
    expect(off).toMatchObject({ action: 'disable', before: { method: 'email' } });

    const [company] = await written(() =>
      call(ctx.app, 'PUT', '/v1/account/company', {
        token,
        body: {
          corporateName: 'Demo Trading Ltd.',
          corporateAddress: '2 Harbour Road, Hong Kong',
          industry: 'ecommerce',
          companySize: '51-200',
          customerVolume: '10k-100k',
          website: 'https://demo.example.com',
        },
      }),
    );
    expect(company).toMatchObject({
      resource: 'company',
      before: { corporateAddress: '18 Harbour Road, Wan Chai, Hong Kong' },
      after: { corporateAddress: '2 Harbour Road, Hong Kong' },
    });

    const [topUp] = await written(() =>
      send('POST', '/v1/top-ups', { productKey: 'whatsapp', method: 'card', amount: '25.00' }),
    );
    expect(topUp).toMatchObject({
      action: 'create',
      resource: 'topUp',
      after: { amount: '25.00', method: 'card', status: 'unpaid' },
    });

    const order = await insertOrder(ctx.db, mainId, { paid_micros: 10_000_000 });
    let invoiceId = '';
    const [applied] = await written(async () => {
      const answer = await send<{ id: string }>('POST', '/v1/invoices', {
        orderIds: [order.id],
        details: INVOICE_DETAILS,
      });
      invoiceId = answer.body.data.id;
    });
    expect(applied).toMatchObject({
      action: 'create',
      resource: 'invoice',
      resourceId: invoiceId,
      after: { status: 'processing', amount: '10.00', taxNumber: 'HK-12345678' },
    });
    const [revoked] = await written(() => send('POST', `/v1/invoices/${invoiceId}/revoke`));
    expect(revoked).toMatchObject({
      before: { status: 'processing' },
      after: { status: 'revoked' },
    });
  });

  it('leaves no entry for a change that fails', async () => {
    const role = await makeRole(ctx.app, token, ['bill'], 'Taken name');
    expect(
      await written(async () => {
        const refused = await send('POST', '/v1/roles', { name: 'Taken name', permissions: [] });
        expect(refused.status).toBe(409);
      }),
    ).toEqual([]);
    const key = await makeKey(ctx.app, token, { type: 'sms' });
    expect(
      await written(async () => {
        const refused = await send('PUT', `/v1/api-keys/${key.id}`, {
          name: key.name,
          products: ['whatsapp'],
          access: 'full',
        });
        expect(refused.status).toBe(400);
      }),
    ).toEqual([]);
    expect(role.name).toBe('Taken name');
  });

  it('filters by actor, action, resource and days, and exports what it shows', async () => {
    const roles = await entries('&resource=role');
    expect(roles.total).toBeGreaterThan(0);
    expect(new Set(roles.list.map((entry) => entry.resource))).toEqual(new Set(['role']));
    const creates = await entries('&resource=role&action=create');
    expect(new Set(creates.list.map((entry) => entry.action))).toEqual(new Set(['create']));
    expect((await entries('&actor=nobody-like-this')).total).toBe(0);
    const byDemo = await entries(`&actor=${encodeURIComponent('DEMO@')}`);
    expect(byDemo.total).toBeGreaterThan(0);
    expect(byDemo.total).toBeLessThan((await entries()).total);
    expect(new Set(byDemo.list.map((entry) => entry.actor))).toEqual(new Set([DEMO.email]));
    expect((await entries('&createdTo=2020-01-01')).total).toBe(0);

    const file = await ctx.app.inject({
      method: 'GET',
      url: '/om/api/v1/audit-log/export?format=csv&resource=role',
      headers: { token },
    });
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(
      /^Time \(.+\),Who,Action,Resource,Resource ID,IP address,Browser,Before,After/,
    );
    expect(lines).toHaveLength(roles.total + 1);
    expect(lines[1]).toContain('Role');
  });

  it('is read by the account group only, and never across accounts', async () => {
    const noAccount = await makeRole(ctx.app, token, ['order', 'bill', 'apiKey']);
    const sub = await makeSub(ctx.app, token, noAccount.id);
    const subToken = await signIn(ctx.app, sub.email, 'Sub#Pass99');
    const refused = await call(ctx.app, 'GET', '/v1/audit-log', { token: subToken });
    expect(refused.status).toBe(403);
    const withAccount = await makeRole(ctx.app, token, ['account']);
    const holder = await makeSub(ctx.app, token, withAccount.id);
    const holderToken = await signIn(ctx.app, holder.email, 'Sub#Pass99');
    expect((await entries('', holderToken)).total).toBe((await entries()).total);

    const stranger = await otherMainAccount(ctx.db);
    expect((await entries('', stranger.token)).total).toBe(0);
    const [mine] = (await entries()).list;
    const theirs = await call(ctx.app, 'GET', `/v1/audit-log/${mine.id}`, {
      token: stranger.token,
    });
    expect(theirs.status).toBe(404);
  });

  it('prunes entries older than 13 months', async () => {
    const [newest] = (await entries()).list;
    await ctx.db.kysely
      .updateTable('audit_log')
      .set({ created_at: Date.now() - 400 * 86_400_000 })
      .where('id', '=', newest.id)
      .execute();
    const before = await count();
    await pruneAuditLog(ctx.db.kysely);
    expect(await count()).toBe(before - 1);
  });

  it('counts a long log ten pages past the page asked for and says the total is capped', async () => {
    const now = Date.now();
    const cap = countCapOf({ page: 1, pageSize: 100 });
    const rows = Array.from({ length: cap + 5 }, (_, i) => ({
      id: `capped-${i}`,
      main_id: mainId,
      actor_id: mainId,
      actor: DEMO.email,
      action: 'update',
      resource: 'company',
      resource_id: null,
      ip: '203.0.113.9',
      user_agent: BROWSER,
      before_values: null,
      after_values: null,
      created_at: now - i,
    }));
    for (let at = 0; at < rows.length; at += 500)
      await ctx.db.kysely
        .insertInto('audit_log')
        .values(rows.slice(at, at + 500))
        .execute();
    const first = await entries();
    expect(first).toMatchObject({ total: cap, totalCapped: true });
    expect(first.list).toHaveLength(100);
    const second = await entries('&page=2');
    expect(second).toMatchObject({ total: await count(), totalCapped: false });
    expect(second.list[0].id).not.toBe(first.list[0].id);
    // past the end no row carries the count: it is read apart
    const past = await entries('&page=99');
    expect(past).toEqual({ list: [], total: await count(), totalCapped: false });
    const signIns = await entries('&action=signIn');
    expect(signIns.totalCapped).toBe(false);
    expect(signIns.total).toBeGreaterThan(0);
    expect(signIns.total).toBeLessThan(cap);
  });
});
