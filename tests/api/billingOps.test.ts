import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract';
import { prepareDatabase } from '../../server/lifecycle/bootstrap';
import { lastClosedMonth } from '../../server/modules/bills/months';
import { demoMainId, insertOrder } from './billing.fixtures';
import { call, signIn, startApp, type TestContext } from './harness';

/** The billing operator commands as an operator runs them, on the server's own database. */
describe('npm run ops -- invoice-status and close-month', { timeout: 60_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-invoice-'));
  const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'console.db')}` };
  let ctx: TestContext;
  let token: string;
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], {
      env,
      encoding: 'utf8',
    });

  const ops = (...args: string[]) => run('invoice-status', ...args);

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

  it('closes a month idempotently and refuses a month that has not ended', async () => {
    const month = lastClosedMonth();
    const first = run('close-month');
    expect(first.status, first.stderr).toBe(0);
    const count = /closed (\d{4}-\d{2}): (\d+) monthly statement/.exec(first.stdout);
    expect(count?.[1]).toBe(month);
    const bills = () =>
      ctx.db.kysely
        .selectFrom('bills')
        .select(['bill_no', 'amount_micros'])
        .where('month', '=', month)
        .where('bill_type', '=', 'monthly')
        .orderBy('bill_no')
        .execute();
    const before = await bills();
    expect(before.length).toBe(Number(count?.[2]));
    expect(before.length).toBeGreaterThan(0);
    expect(run('close-month', '--month', month).status).toBe(0);
    expect(await bills()).toEqual(before);
    const future = run('close-month', '--month', '2999-01');
    expect(future.status).toBe(2);
    expect(future.stderr).toMatch(/has not ended yet/);
    expect(run('close-month', '--month', '2026-13').status).toBe(2);
  });

  it('writes the statements of ended months at start-up', async () => {
    const url = `sqlite:${path.join(dir, 'fresh.db')}`;
    const { db } = await prepareDatabase({ databaseUrl: url, seedDemo: true });
    try {
      const months = await db.kysely
        .selectFrom('bills')
        .select('month')
        .distinct()
        .where('bill_type', '=', 'monthly')
        .execute();
      expect(months.map((m) => m.month)).toContain(lastClosedMonth());
    } finally {
      await db.destroy();
    }
  });
});
