import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/lifecycle/bootstrap';
import type { Db } from '../../server/db/connect';
import { settleAfterBulkLoad } from '../../server/lifecycle/seed/settle';

const countOf = async (db: Db, table: 'sqlite_stat1' | 'sqlite_stat4') =>
  (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db.kysely))
    .rows[0].n;

/**
 * SQLite plans with the averages of sqlite_stat1 only: per-value samples would make it
 * compile every list query again on each call (server/db/valueSamples.ts).
 */
describe('SQLite planner statistics', { timeout: 60_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'value-samples-'));
  const url = `sqlite:${path.join(dir, 'console.db')}`;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps the averages and drops the samples after a bulk load', async () => {
    const { db } = await prepareDatabase({ databaseUrl: url, seedDemo: true });
    try {
      await settleAfterBulkLoad(db);
      expect(await countOf(db, 'sqlite_stat1')).toBeGreaterThan(0);
      expect(await countOf(db, 'sqlite_stat4')).toBe(0);
    } finally {
      await db.destroy();
    }
  });

  it('drops the samples an operator’s ANALYZE left, at the next start', async () => {
    const { db: before } = await prepareDatabase({ databaseUrl: url, seedDemo: true });
    await sql`analyze`.execute(before.kysely);
    expect(await countOf(before, 'sqlite_stat4')).toBeGreaterThan(0);
    await before.destroy();

    const { db } = await prepareDatabase({ databaseUrl: url, seedDemo: true });
    try {
      expect(await countOf(db, 'sqlite_stat4')).toBe(0);
      expect(await countOf(db, 'sqlite_stat1')).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  });
});
