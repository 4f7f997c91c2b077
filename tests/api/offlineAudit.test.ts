import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect';
import { migrateToLatest } from '../../server/lifecycle/migrate';
import { seedDemo, seedProducts } from '../../server/lifecycle/seed/demo';
import { createOrder } from '../../server/modules/orders/store';
import { walletOf } from './wallet.fixtures';

/** The operator passes or refuses an offline top-up as an operator does: `npm run ops -- …`. */
describe('npm run ops -- offline-audit', { timeout: 60_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-audit-'));
  const url = `sqlite:${path.join(dir, 'ops.db')}`;
  const ops = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'offline-audit', ...args], {
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    });
  let mainId: string;
  const orders: string[] = [];

  beforeAll(async () => {
    const db = connect(url);
    await migrateToLatest(db);
    await seedProducts(db);
    mainId = await seedDemo(db);
    for (const amount of [120, 80]) {
      const order = await createOrder(db.kysely, {
        mainId,
        accountId: mainId,
        status: 'pending',
        auditStatus: 'pending',
        paymentMethod: 'offline',
        financialType: 'top_up',
        productKey: 'whatsapp',
        amountMicros: amount * 1_000_000,
      });
      orders.push(order.order_no);
    }
    await db.destroy();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes one (crediting the wallet) and refuses another (crediting nothing)', async () => {
    const db = connect(url);
    const before = await walletOf(db, mainId);
    await db.destroy();

    const pass = ops('--order', orders[0], '--pass');
    expect(pass.status, pass.stderr).toBe(0);
    expect(pass.stdout).toMatch(new RegExp(`passed ${orders[0]}: credited 120.00 USD`));
    const refuse = ops('--order', orders[1], '--refuse', '--reason', 'No transfer received');
    expect(refuse.status, refuse.stderr).toBe(0);
    expect(refuse.stdout).toMatch(/nothing credited/);

    const again = ops('--order', orders[0], '--refuse', '--reason', 'late');
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/not an offline order awaiting audit/);

    const check = connect(url);
    const after = await walletOf(check, mainId);
    const rows = await check.kysely
      .selectFrom('orders')
      .select(['order_no', 'status', 'audit_status', 'failure_reason'])
      .where('order_no', 'in', orders)
      .orderBy('amount_micros', 'desc')
      .execute();
    await check.destroy();
    expect(after.balance).toBe(before.balance + 120_000_000);
    expect(after.ledgerSum).toBe(after.balance);
    expect(rows).toMatchObject([
      { status: 'paid', audit_status: 'pass', failure_reason: null },
      { status: 'failed', audit_status: 'refused', failure_reason: 'No transfer received' },
    ]);
  });

  it('explains bad arguments and exits 2', () => {
    expect(ops('--pass').stderr).toMatch(/--order is required/);
    expect(ops('--order', 'x', '--refuse').stderr).toMatch(/needs --reason/);
  });
});
