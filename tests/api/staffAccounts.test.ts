import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes, encodeCredential, fromMicros, toMicros } from '../../contract';
import type { AuditEntry } from '../../contract/auditLog';
import type { LedgerEntry } from '../../contract/wallet';
import { DEMO, DEMO_BALANCE } from '../../server/lifecycle/seed/demo';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { enrolledStaff, staffCall } from './staff.fixtures';

interface Wallet {
  balance: string;
  creditLimit: string;
  availableLimit: string;
}
interface Page {
  account: { id: string; email: string; suspended: boolean; status: string };
  products: { key: string }[];
  wallet: Wallet;
  subAccounts: { email: string; status: string }[];
  recentOrders: { orderNo: string }[];
  callbacks: { id: string; succeeded: number; failed: number; status: string }[];
}
interface StaffAuditRow {
  action: string;
  staff_user_id: string | null;
  account_id: string | null;
  ip: string | null;
}

describe.each(backends())('staff account page and money writes on %s', (backend) => {
  let ctx: TestContext;
  let support: string;
  let finance: string;
  let admin: string;
  let demoId: string;
  let subId: string;
  beforeAll(async () => {
    ctx = await startApp(backend);
    support = (await enrolledStaff(ctx.app, ctx.db, 'support')).token;
    finance = (await enrolledStaff(ctx.app, ctx.db, 'finance')).token;
    admin = (await enrolledStaff(ctx.app, ctx.db, 'admin')).token;
    const ids = await ctx.db.kysely
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('email', 'in', [DEMO.email, DEMO.subEmail])
      .execute();
    demoId = ids.find((row) => row.email === DEMO.email)?.id as string;
    subId = ids.find((row) => row.email === DEMO.subEmail)?.id as string;
  });
  afterAll(() => ctx.close());

  const page = (token = support) =>
    staffCall<Page>(ctx.app, 'GET', `/v1/accounts/${demoId}`, { staffToken: token });
  const adjust = (body: unknown, headers: Record<string, string> = {}) =>
    staffCall<{ entry: LedgerEntry; wallet: Wallet }>(
      ctx.app,
      'POST',
      `/v1/accounts/${demoId}/adjustments`,
      { staffToken: finance, body, headers },
    );
  const balance = async () => (await page()).body.data.wallet.balance;
  const ledgerLines = async () =>
    (
      await ctx.db.kysely
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('account_id', '=', demoId)
        .executeTakeFirstOrThrow()
    ).n;
  const staffLog = () =>
    ctx.db.kysely
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_user_id', 'account_id', 'ip'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute() as Promise<StaffAuditRow[]>;

  it("shows an account's page: profile, products, wallet, sub-accounts, orders, callbacks", async () => {
    const { status, body } = await page();
    expect(status).toBe(200);
    expect(body.data.account).toMatchObject({ id: demoId, email: DEMO.email, suspended: false });
    expect(body.data.products.length).toBeGreaterThan(0);
    const { creditLimit } = body.data.wallet;
    expect(body.data.wallet).toEqual({
      balance: fromMicros(DEMO_BALANCE),
      creditLimit,
      availableLimit: fromMicros(DEMO_BALANCE + toMicros(creditLimit)),
    });
    expect(body.data.subAccounts.map((sub) => sub.email)).toContain(DEMO.subEmail);
    expect(body.data.recentOrders).toHaveLength(20);
    expect(body.data.callbacks.length).toBeGreaterThan(0);
    const address = body.data.callbacks[0];
    expect(address.succeeded + address.failed).toBeGreaterThan(0);
  });

  it('pages the ledger and the customer audit log; an unknown or sub-account id is 404', async () => {
    const first = await staffCall<{ list: LedgerEntry[]; total: number }>(
      ctx.app,
      'GET',
      `/v1/accounts/${demoId}/ledger?pageSize=5`,
      { staffToken: support },
    );
    expect(first.body.data.list).toHaveLength(5);
    expect(first.body.data.total).toBeGreaterThan(5);
    const second = await staffCall<{ list: LedgerEntry[] }>(
      ctx.app,
      'GET',
      `/v1/accounts/${demoId}/ledger?pageSize=5&page=2`,
      { staffToken: support },
    );
    expect(second.body.data.list[0].id).not.toBe(first.body.data.list[0].id);
    const log = await staffCall<{ list: AuditEntry[]; total: number }>(
      ctx.app,
      'GET',
      `/v1/accounts/${demoId}/audit-log?pageSize=5`,
      { staffToken: support },
    );
    expect(log.status).toBe(200);
    for (const path of ['/v1/accounts/nothere', `/v1/accounts/${subId}`, '/v1/accounts/x/ledger']) {
      const missing = await staffCall(ctx.app, 'GET', path, { staffToken: support });
      expect([missing.status, missing.body.code], path).toEqual([404, Codes.notFound]);
    }
    const write = await staffCall(ctx.app, 'POST', '/v1/accounts/nothere/adjustments', {
      staffToken: finance,
      body: { direction: 'credit', amount: '1.00', reason: 'x' },
    });
    expect(write.status).toBe(404);
  });

  it('posts a credit through the ledger, shown to the customer as made by the platform', async () => {
    const before = await balance();
    const { status, body } = await adjust({
      direction: 'credit',
      amount: '12.50',
      reason: 'Refund of failed messages',
    });
    expect(status).toBe(200);
    expect(body.data.entry).toMatchObject({
      type: 'adjust',
      amount: '12.50',
      note: 'Refund of failed messages',
    });
    expect(body.data.wallet.balance).toBe(fromMicros(DEMO_BALANCE + 12_500_000));
    expect(before).toBe(fromMicros(DEMO_BALANCE));

    const customer = await signIn(ctx.app);
    const wallet = await call<{ balance: string }>(ctx.app, 'GET', '/v1/wallet', {
      token: customer,
    });
    expect(wallet.body.data.balance).toBe(body.data.wallet.balance);
    const ledger = await call<{ list: LedgerEntry[] }>(ctx.app, 'GET', '/v1/wallet/entries', {
      token: customer,
    });
    expect(ledger.body.data.list[0]).toMatchObject({
      id: body.data.entry.id,
      type: 'adjust',
      note: 'Refund of failed messages',
    });
    const log = await call<{ list: AuditEntry[] }>(ctx.app, 'GET', '/v1/audit-log', {
      token: customer,
    });
    const entry = log.body.data.list.find((row) => row.action === 'adjust');
    expect(entry).toMatchObject({ actor: 'platform', resource: 'wallet', ip: '' });
    expect(entry?.after).toMatchObject({ amount: '12.50', reason: 'Refund of failed messages' });

    const [latest] = await staffLog();
    expect(latest).toMatchObject({ action: 'wallet.credit', account_id: demoId });
    expect(latest.staff_user_id).not.toBeNull();
  });

  it('posts an adjustment once for one Idempotency-Key', async () => {
    const lines = await ledgerLines();
    const body = { direction: 'debit', amount: '2.00', reason: 'Duplicate top-up' };
    const headers = { 'idempotency-key': 'adjust-demo-1' };
    const first = await adjust(body, headers);
    const again = await adjust(body, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.entry.id).toBe(first.body.data.entry.id);
    expect(Number(await ledgerLines())).toBe(Number(lines) + 1);
  });

  it('refuses bad amounts, a missing reason and an overdraft, changing nothing', async () => {
    const before = await balance();
    const lines = await ledgerLines();
    const logged = (await staffLog()).length;
    const cases: [unknown, number][] = [
      [{ direction: 'credit', amount: '-5.00', reason: 'r' }, 400],
      [{ direction: 'credit', amount: '0', reason: 'r' }, 400],
      [{ direction: 'credit', amount: '0.00', reason: 'r' }, 400],
      [{ direction: 'credit', amount: '1.005', reason: 'r' }, 400],
      [{ direction: 'credit', amount: '1e3', reason: 'r' }, 400],
      [{ direction: 'credit', amount: '1000000.01', reason: 'r' }, 400],
      [{ direction: 'credit', amount: '5.00' }, 400],
      [{ direction: 'credit', amount: '5.00', reason: '   ' }, 400],
      [{ direction: 'sideways', amount: '5.00', reason: 'r' }, 400],
      [{ direction: 'debit', amount: '999999.00', reason: 'Too much' }, 402],
    ];
    for (const [body, status] of cases) {
      const answer = await adjust(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
    }
    const missingReason = await adjust({ direction: 'credit', amount: '5.00', reason: '' });
    expect(missingReason.body.data).toMatchObject({ fields: { reason: expect.any(String) } });
    expect(await balance()).toBe(before);
    expect(await ledgerLines()).toBe(lines);
    expect((await staffLog()).length).toBe(logged);
  });

  it('changes the credit limit, which lets a debit go below zero up to it', async () => {
    const current = Number((await balance()).replace(/\..*/, ''));
    const limit = await staffCall<Wallet>(ctx.app, 'PUT', `/v1/accounts/${demoId}/credit-limit`, {
      staffToken: finance,
      body: { creditLimit: '100.00', reason: 'Trusted customer' },
    });
    expect(limit.status).toBe(200);
    expect(limit.body.data.creditLimit).toBe('100.00');
    const debit = await adjust({
      direction: 'debit',
      amount: `${current + 50}.00`,
      reason: 'Correction',
    });
    expect(debit.status).toBe(200);
    expect(Number(debit.body.data.wallet.balance)).toBeLessThan(0);
    const tooLow = await staffCall(ctx.app, 'PUT', `/v1/accounts/${demoId}/credit-limit`, {
      staffToken: finance,
      body: { creditLimit: '10.00', reason: 'Lower' },
    });
    expect(tooLow.status).toBe(409);
    expect((await page()).body.data.wallet.creditLimit).toBe('100.00');
    const [latest] = await staffLog();
    expect(latest.action).toBe('wallet.debit');
  });

  it('refuses a bad credit limit or an unknown account, changing nothing', async () => {
    const before = (await page()).body.data.wallet;
    for (const body of [
      { creditLimit: '-1.00', reason: 'r' },
      { creditLimit: '1.001', reason: 'r' },
      { creditLimit: '2000000.00', reason: 'r' },
      { creditLimit: '10.00' },
      { creditLimit: '10.00', reason: '' },
    ]) {
      const refused = await staffCall(ctx.app, 'PUT', `/v1/accounts/${demoId}/credit-limit`, {
        staffToken: finance,
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await page()).body.data.wallet).toEqual(before);
    for (const [method, path, body] of [
      ['PUT', '/v1/accounts/nothere/credit-limit', { creditLimit: '1.00', reason: 'r' }],
      ['POST', '/v1/accounts/nothere/disable', { reason: 'r' }],
      ['POST', `/v1/accounts/${subId}/disable`, { reason: 'r' }],
      ['POST', '/v1/accounts/nothere/enable', { reason: 'r' }],
      ['GET', '/v1/accounts/nothere/audit-log', undefined],
    ] as const) {
      const missing = await staffCall(ctx.app, method, path, { staffToken: admin, body });
      expect([missing.status, missing.body.code], path).toEqual([404, Codes.notFound]);
    }
  });

  it('refuses money writes to support and disabling to finance', async () => {
    const bySupport = await staffCall(ctx.app, 'POST', `/v1/accounts/${demoId}/adjustments`, {
      staffToken: support,
      body: { direction: 'credit', amount: '1.00', reason: 'r' },
    });
    expect([bySupport.status, bySupport.body.code]).toEqual([403, Codes.forbidden]);
    const byFinance = await staffCall(ctx.app, 'POST', `/v1/accounts/${demoId}/disable`, {
      staffToken: finance,
      body: { reason: 'r' },
    });
    expect(byFinance.status).toBe(403);
  });

  it("disables an account: its and its sub-accounts' sessions end, sign-in is refused", async () => {
    const mainToken = await signIn(ctx.app);
    const subToken = await signIn(ctx.app, DEMO.subEmail, DEMO.password);
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ status: 'disabled' })
      .where('id', '=', subId)
      .execute();
    const noReason = await staffCall(ctx.app, 'POST', `/v1/accounts/${demoId}/disable`, {
      staffToken: admin,
      body: {},
    });
    expect(noReason.status).toBe(400);
    const disabled = await staffCall(ctx.app, 'POST', `/v1/accounts/${demoId}/disable`, {
      staffToken: admin,
      body: { reason: 'Chargeback investigation' },
    });
    expect(disabled.body.data).toEqual({ suspended: true });
    for (const token of [mainToken, subToken]) {
      const after = await call(ctx.app, 'GET', '/v1/wallet', { token });
      expect(after.body.code).toBe(Codes.sessionRevoked);
    }
    const refused = await call(ctx.app, 'POST', '/v1/user/login', {
      body: { account: DEMO.email, password: encodeCredential(DEMO.password) },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'This account has been disabled by the platform. Contact support.',
    );
    const twice = await staffCall(ctx.app, 'POST', `/v1/accounts/${demoId}/disable`, {
      staffToken: admin,
      body: { reason: 'again' },
    });
    expect(twice.status).toBe(409);
    expect((await page()).body.data.account.suspended).toBe(true);

    const enabled = await staffCall(ctx.app, 'POST', `/v1/accounts/${demoId}/enable`, {
      staffToken: admin,
      body: { reason: 'Resolved' },
    });
    expect(enabled.body.data).toEqual({ suspended: false });
    const statuses = await ctx.db.kysely
      .selectFrom('accounts')
      .select(['id', 'status'])
      .where('id', 'in', [demoId, subId])
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [demoId]: 'active',
      [subId]: 'disabled',
    });
    expect(await signIn(ctx.app)).toEqual(expect.any(String));
    const actions = (await staffLog()).slice(0, 2).map((row) => row.action);
    expect(actions).toEqual(['account.enable', 'account.disable']);
  });
});
