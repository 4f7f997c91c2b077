import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, SubAccount } from '../../contract';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { contacts, CUSTOM_PASSWORD, makeRole, makeSub } from './users.fixtures';

/**
 * A sub-account holding the account group manages sub-accounts and roles, but can never
 * grant more than it holds, nor change its own sub-account (it could hand itself anything).
 */
describe.each(backends())('delegated account management on %s', (backend) => {
  let ctx: TestContext;
  let main: string;
  let manager: SubAccount;
  let as: string;
  let managerRole: Role;
  const cannotGrant = 'You cannot grant access that you do not have yourself.';

  beforeAll(async () => {
    ctx = await startApp(backend);
    main = await signIn(ctx.app);
    managerRole = await makeRole(ctx.app, main, ['account', 'bill'], 'Manager');
    manager = await makeSub(ctx.app, main, managerRole.id, {
      products: [{ productKey: 'whatsapp', billingMethod: 'dependent' }],
    });
    as = await signIn(ctx.app, manager.email, CUSTOM_PASSWORD);
  });
  afterAll(() => ctx.close());

  it('creates roles and sub-accounts within its own groups and products', async () => {
    const billOnly = await makeRole(ctx.app, as, ['bill']);
    const sub = await makeSub(ctx.app, as, billOnly.id, {
      products: [{ productKey: 'whatsapp', billingMethod: 'independent' }],
    });
    expect(sub.products).toEqual([{ productKey: 'whatsapp', billingMethod: 'independent' }]);
    const peer = await makeSub(ctx.app, as, managerRole.id, {
      products: [{ productKey: 'whatsapp', billingMethod: 'dependent' }],
    });
    expect(peer.roleId).toBe(managerRole.id);
  });

  it('cannot create or assign a role with a group it lacks', async () => {
    const wider = await call(ctx.app, 'POST', '/v1/roles', {
      token: as,
      body: { name: 'Wider', permissions: ['order'] },
    });
    expect([wider.status, wider.body.message]).toEqual([403, cannotGrant]);
    const orderRole = await makeRole(ctx.app, main, ['order']);
    const assign = await call(ctx.app, 'POST', '/v1/sub-accounts', {
      token: as,
      body: { ...contacts(), name: 'X', roleId: orderRole.id, passwordMode: 'auto' },
    });
    expect([assign.status, assign.body.message]).toEqual([403, cannotGrant]);
    const widen = await call(ctx.app, 'PUT', `/v1/roles/${managerRole.id}`, {
      token: as,
      body: { name: 'Manager', permissions: ['account', 'bill', 'apiKey'] },
    });
    expect(widen.status).toBe(403);
    const finance = (
      await call<{ list: Role[] }>(ctx.app, 'GET', '/v1/roles?name=Finance', { token: as })
    ).body.data.list[0];
    const touchFinance = await call(ctx.app, 'DELETE', `/v1/roles/${finance.id}`, { token: as });
    expect(touchFinance.status).toBe(403);
  });

  it('cannot authorize products it lacks, nor the main wallet when it pays its own', async () => {
    const role = await makeRole(ctx.app, as, ['bill']);
    const base = { ...contacts(), name: 'X', roleId: role.id, passwordMode: 'auto' };
    const sms = await call(ctx.app, 'POST', '/v1/sub-accounts', {
      token: as,
      body: {
        ...base,
        products: [{ productKey: 'sms_verification', billingMethod: 'independent' }],
      },
    });
    expect(sms.status).toBe(403);
    const ownPayer = await makeSub(ctx.app, main, managerRole.id, {
      products: [{ productKey: 'whatsapp', billingMethod: 'independent' }],
    });
    const ownToken = await signIn(ctx.app, ownPayer.email, CUSTOM_PASSWORD);
    const dependent = await call(ctx.app, 'POST', '/v1/sub-accounts', {
      token: ownToken,
      body: {
        ...contacts(),
        name: 'X',
        roleId: role.id,
        passwordMode: 'auto',
        products: [{ productKey: 'whatsapp', billingMethod: 'dependent' }],
      },
    });
    expect([dependent.status, dependent.body.message]).toEqual([403, cannotGrant]);
  });

  it('cannot change itself, nor manage a sub-account with more access than it has', async () => {
    for (const [method, url, body] of [
      ['POST', `/v1/sub-accounts/${manager.id}/status`, { status: 'disabled' }],
      ['PUT', `/v1/sub-accounts/${manager.id}`, { ...manager, name: 'Me' }],
      ['POST', `/v1/sub-accounts/${manager.id}/password`, { passwordMode: 'auto' }],
      ['DELETE', `/v1/sub-accounts/${manager.id}`, undefined],
    ] as const) {
      const answer = await call(ctx.app, method, url, { token: as, body });
      expect([answer.status, answer.body.message]).toEqual([
        403,
        'You cannot change your own sub-account here.',
      ]);
    }
    const orderRole = await makeRole(ctx.app, main, ['order', 'bill']);
    const stronger = await makeSub(ctx.app, main, orderRole.id);
    const reset = await call(ctx.app, 'POST', `/v1/sub-accounts/${stronger.id}/password`, {
      token: as,
      body: { passwordMode: 'auto' },
    });
    expect(reset.status).toBe(403);
    expect(JSON.stringify(reset.body)).not.toMatch(/generatedPassword/);
    // Reading is fine: it sees the whole team.
    const read = await call<SubAccount>(ctx.app, 'GET', `/v1/sub-accounts/${stronger.id}`, {
      token: as,
    });
    expect(read.body.data.id).toBe(stronger.id);
  });
});
