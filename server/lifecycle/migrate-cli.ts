import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from './migrate';

/** `npm run migrate`: applies pending migrations and exits non-zero on failure. */
const db = connect(loadConfig().databaseUrl);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} catch (error) {
  console.error('migration failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
