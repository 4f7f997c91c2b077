import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect';
import { migrateToLatest } from '../../server/lifecycle/migrate';
import { seedProducts } from '../../server/lifecycle/seed/demo';

/** The operator's price command, as an operator runs it: `npm run ops -- price-set …`. */
describe('npm run ops -- price-set', { timeout: 60_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-price-'));
  const url = `sqlite:${path.join(dir, 'ops.db')}`;
  const ops = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'price-set', ...args], {
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    });
  const priceOf = async (product: string, country: string, type: string) => {
    const db = connect(url);
    const row = await db.kysely
      .selectFrom('product_prices')
      .select('price_micros')
      .where('product_key', '=', product)
      .where('country_code', '=', country)
      .where('message_type', '=', type)
      .executeTakeFirst();
    await db.destroy();
    return row?.price_micros;
  };

  beforeAll(async () => {
    const db = connect(url);
    await migrateToLatest(db);
    await seedProducts(db);
    await db.destroy();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sets one price, and a restart (the catalogue seeded again) keeps it', async () => {
    expect(await priceOf('whatsapp', 'US', 'marketing')).toBe(25_000);
    const run = ops(
      '--product',
      'whatsapp',
      '--country',
      'us',
      '--type',
      'marketing',
      '--price',
      '0.0314',
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('whatsapp marketing in United States: 0.0314 USD');
    expect(await priceOf('whatsapp', 'US', 'marketing')).toBe(31_400);
    const db = connect(url);
    await seedProducts(db);
    await db.destroy();
    expect(await priceOf('whatsapp', 'US', 'marketing')).toBe(31_400);
    expect(await priceOf('whatsapp', 'US', 'utility')).toBe(4_000);
  });

  it('refuses wrong arguments with exit code 2 and changes nothing', async () => {
    const cases: [string[], RegExp][] = [
      [['--product', 'whatsapp', '--country', 'US'], /are required/],
      [
        ['--product', 'whatsapp', '--country', 'US', '--type', 'marketing', '--price=-1'],
        /decimal amount/,
      ],
      [
        ['--product', 'whatsapp', '--country', 'US', '--type', 'marketing', '--price', '1e3'],
        /decimal amount/,
      ],
      [
        ['--product', 'whatsapp', '--country', 'US', '--type', 'marketing', '--price', '250'],
        /at most 100/,
      ],
      [
        ['--product', 'number_status', '--country', 'US', '--type', 'lookup', '--price', '0.01'],
        /not priced by country/,
      ],
      [
        ['--product', 'whatsapp', '--country', 'US', '--type', 'promo', '--price', '0.01'],
        /marketing, .*not promo/,
      ],
      [
        ['--product', 'whatsapp', '--country', 'XX', '--type', 'marketing', '--price', '0.01'],
        /unknown country XX/i,
      ],
    ];
    for (const [args, message] of cases) {
      const run = ops(...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(message);
    }
    expect(await priceOf('whatsapp', 'US', 'marketing')).toBe(31_400);
    expect(await priceOf('whatsapp', 'XX', 'marketing')).toBeUndefined();
  });
});
