import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { POSTGRES_SEED, SQLITE_SEED, type SeedDialect } from './seedSql';

/** A plain connection for bulk loading: SQL as text, no statement cache, no pool. */
export interface SeedConnection {
  seed: SeedDialect;
  run: (statement: string) => Promise<void>;
  rows: <Row>(statement: string) => Promise<Row[]>;
  /** Loads a table with its secondary indexes and its triggers out of the way. */
  withoutIndexes: (table: string, load: () => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
}

interface Named {
  name: string;
  sql: string;
}

/**
 * SQLite without a journal and without syncing while it loads (a failed load leaves a file to
 * delete, nothing more), with a 1 GB page cache; WAL again when done, as the server opens it.
 */
function sqliteConnection(file: string): SeedConnection {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = OFF');
  database.pragma('synchronous = OFF');
  database.pragma('cache_size = -1048576');
  database.pragma('temp_store = MEMORY');
  const all = <Row>(statement: string) => database.prepare(statement).all() as Row[];
  return {
    seed: SQLITE_SEED,
    run: async (statement) => void database.exec(statement),
    rows: async (statement) => all(statement),
    withoutIndexes: async (table, load) => {
      const kept = (type: string) =>
        all<Named>(
          `SELECT name, sql FROM sqlite_master WHERE type = '${type}' AND tbl_name = '${table}' AND sql IS NOT NULL`,
        );
      const indexes = kept('index');
      const triggers = kept('trigger');
      for (const { name } of indexes) database.exec(`DROP INDEX "${name}"`);
      for (const { name } of triggers) database.exec(`DROP TRIGGER "${name}"`);
      try {
        await load();
      } finally {
        for (const { sql } of [...indexes, ...triggers]) database.exec(sql);
      }
    },
    close: async () => {
      database.pragma('journal_mode = WAL');
      database.close();
    },
  };
}

/** PostgreSQL on one session with room to sort while it builds indexes. */
async function postgresConnection(url: string): Promise<SeedConnection> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await client.query('SET synchronous_commit = off');
  const rows = async <Row>(statement: string) => (await client.query(statement)).rows as Row[];
  return {
    seed: POSTGRES_SEED,
    run: async (statement) => void (await client.query(statement)),
    rows,
    withoutIndexes: async (table, load) => {
      // indexes that back a constraint (the primary key, a unique one) stay
      const indexes = await rows<Named>(`SELECT i.relname AS name, pg_get_indexdef(i.oid) AS sql
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        WHERE t.relname = '${table}'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)`);
      for (const { name } of indexes) await client.query(`DROP INDEX "${name}"`);
      await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
      try {
        await load();
      } finally {
        await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
        // a partitioned table's index comes back on every partition, not on the parent ONLY
        for (const { sql } of indexes) await client.query(sql.replace(' ON ONLY ', ' ON '));
      }
    },
    close: () => client.end(),
  };
}

export const seedConnection = (url: string): Promise<SeedConnection> =>
  url.startsWith('sqlite:')
    ? Promise.resolve(sqliteConnection(url.slice('sqlite:'.length)))
    : postgresConnection(url);

/** Creates the database of a PostgreSQL URL when its server does not have it yet. */
export async function ensurePostgresDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}
