import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract';
import { demoMainId, insertOrder } from './billing.fixtures';
import { call, signIn, startApp, type TestContext } from './harness';

/** `npm run ops -- invoice-status` as an operator runs it, on the server's own database. */
describe('npm run ops -- invoice-status', { timeout: 60_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-invoice-'));
  const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'console.db')}` };
  let ctx: TestContext;
  let token: string;
  const ops = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'invoice-status', ...args], {
      env,
      encoding: 'utf8',
    });

  beforeAll(async () => {
    ctx = await startApp('sqlite', { env: { DATABASE_URL: env.DATABASE_URL } });
    token = await signIn(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('moves an application on, and refuses bad statuses and moves the state machine forbids', async () => {
    const order = await insertOrder(ctx.db, await demoMainId(ctx.db));
    const { body } = await call<Invoice>(ctx.app, 'POST', '/v1/invoices', {
      token,
      body: {
        orderIds: [order.id],
        details: { companyName: 'Demo', companyAddress: 'Road 1', taxNumber: 'T1', country: 'HK' },
      },
    });
    const no = body.data.applicationNo;
    const show = async () =>
      (await call<Invoice>(ctx.app, 'GET', `/v1/invoices/${body.data.id}`, { token })).body.data;

    const bad = ops('--application', no, '--to', 'paid');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--to must be one of/);
    expect(ops('--application', 'IA0000', '--to', 'invoicing').stderr).toMatch(/no application/);
    const skip = ops('--application', no, '--to', 'invoiced');
    expect(skip.status).toBe(2);
    expect(skip.stderr).toMatch(
      /is processing; from there it can go to: invoicing, rejected, revoked/,
    );
    expect((await show()).status).toBe('processing');

    const moved = ops('--application', no, '--to', 'invoicing');
    expect(moved.status, moved.stderr).toBe(0);
    expect(moved.stdout).toContain(`application ${no}: processing → invoicing`);
    const issued = ops('--application', no, '--to', 'invoiced');
    expect(issued.status, issued.stderr).toBe(0);
    const after = await show();
    expect(after.status).toBe('invoiced');
    expect(issued.stdout).toContain(`(invoice ${after.invoiceNo})`);
  });
});
