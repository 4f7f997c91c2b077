import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../../server/db/connect';
import { migrateToLatest } from '../../server/lifecycle/migrate';
import { seedDemo, seedProducts } from '../../server/lifecycle/seed/demo';
import { scratchDatabase, type ScratchDatabase } from '../../scripts/scratchDatabase';

/** What a fresh test database starts from: the products only, or the whole demo account. */
export type Start = 'products' | 'demo';

/** Where the suite's migrated and seeded starting points are, by database kind. */
export interface Templates {
  sqlite: Record<Start, string>;
  postgres: Record<Start, string> | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded databases each test's database is copied from. */
    templates: Templates;
  }
}

const seed = async (url: string, start: Start) => {
  const db = connect(url);
  await migrateToLatest(db);
  await seedProducts(db);
  if (start === 'demo') await seedDemo(db);
  await db.destroy();
};

/**
 * Migrates and seeds each starting point once for the whole suite: a test's database is then
 * a copy (a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL), seconds
 * cheaper than migrating and seeding again for every app a test starts.
 */
export async function makeTemplates(postgresUrl: string | undefined) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-templates-'));
  const databases: ScratchDatabase[] = [];
  const sqliteOf = async (start: Start) => {
    const file = path.join(folder, `${start}.db`);
    await seed(`sqlite:${file}`, start);
    return file;
  };
  const postgresOf = async (start: Start) => {
    const database = await scratchDatabase(postgresUrl as string, `console_template_${start}`);
    databases.push(database);
    await seed(database.url, start);
    return new URL(database.url).pathname.slice(1);
  };
  const templates: Templates = {
    sqlite: { products: await sqliteOf('products'), demo: await sqliteOf('demo') },
    postgres: postgresUrl
      ? { products: await postgresOf('products'), demo: await postgresOf('demo') }
      : null,
  };
  const remove = async () => {
    await Promise.all(databases.map((database) => database.drop()));
    fs.rmSync(folder, { recursive: true, force: true });
  };
  return { templates, remove };
}
