import { Logger, runMigrations } from 'graphile-worker';
import { Migrator } from 'kysely';
import type { Db } from '../db/connect';
import { MODULE_MIGRATIONS } from '../modules/registry';
import { joinMigrations } from '../db/migrationNames';
import { migrations } from '../db/migrations';

/** Brings the database to the newest schema; throws when a migration fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => joinMigrations(migrations, MODULE_MIGRATIONS) },
    // areas land in any order; a database migrated before one landed still takes it
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  // the job queue's own schema (graphile_worker) on PostgreSQL
  if (db.dialect === 'postgres')
    await runMigrations({ connectionString: db.url, logger: new Logger(() => () => undefined) });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
