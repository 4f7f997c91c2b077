import type { Config } from '../config';
import { sql } from 'kysely';
import { connect, type Db } from '../db/connect';
import { migrateToLatest } from './migrate';
import { dropValueSamples } from '../db/valueSamples';
import { isEmpty, seedDemo, seedProducts } from './seed/demo';
import { closePendingMonths } from '../modules/bills/generate';

/** Any fixed number: the instances of one deployment agree on it. */
const STARTUP_LOCK = 4_731_902;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so instances starting at the same
 * moment migrate and seed one after another (the first does the work, the others find it
 * done). SQLite has one process by design and needs none.
 */
async function underStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return db.kysely.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

/** Opens the database, migrates it, keeps the catalogue current, and seeds the demo when empty. */
export async function prepareDatabase(config: Pick<Config, 'databaseUrl' | 'seedDemo'>) {
  const db = connect(config.databaseUrl);
  try {
    const seeded = await underStartupLock(db, async () => {
      await migrateToLatest(db);
      await dropValueSamples(db);
      await seedProducts(db);
      const seedNow = config.seedDemo && (await isEmpty(db));
      if (seedNow) await seedDemo(db);
      // monthly statements of ended months whose job has not run yet (idempotent)
      await closePendingMonths(db);
      return seedNow;
    });
    return { db, seeded };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
