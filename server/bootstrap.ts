import type { Config } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { isEmpty, seedDemo, seedProducts } from './db/seed/demo';
import { closePendingMonths } from './modules/bills/generate';

/** Opens the database, migrates it, keeps the catalogue current, and seeds the demo when empty. */
export async function prepareDatabase(config: Pick<Config, 'databaseUrl' | 'seedDemo'>) {
  const db = connect(config.databaseUrl);
  try {
    await migrateToLatest(db);
    await seedProducts(db);
    const seeded = config.seedDemo && (await isEmpty(db));
    if (seeded) await seedDemo(db);
    // monthly statements of ended months whose job has not run yet (idempotent)
    await closePendingMonths(db);
    return { db, seeded };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
