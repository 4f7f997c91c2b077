import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { namedStatements } from './namedStatements';
import { ImmediateSqliteDialect } from './sqliteImmediate';
import { withStatementCache } from './sqliteStatements';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface PoolStats {
  /** Connections open, idle among them, queries waiting for one, and the most allowed. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The DATABASE_URL it was opened with (the job queue opens its own connections). */
  url: string;
  destroy(): Promise<void>;
  poolStats(): PoolStats;
  /**
   * Runs a read compiled once and run on every request (server/db/prepared.ts), without
   * Kysely's executor: on PostgreSQL on the pool as a named prepared statement; on SQLite
   * from the cached statement, or through Kysely while a transaction holds the connection.
   */
  runPrepared<Row>(query: CompiledQuery): Promise<Row[]>;
}

const POOL_MAX = 10;

// bigint (int8) columns hold epoch milliseconds and micro-dollars, all far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Opens the database named by a URL: `sqlite:<file>` (WAL), `sqlite::memory:`, or
 * `postgres://…`. The file's folder is created when missing.
 */
export function connect(url: string): Db {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = postgresPool(url);
    // The statements the server runs on every request have pooled connections of their own,
    // where PostgreSQL plans each once and keeps that generic plan: left to decide (`auto`),
    // it planned some list queries again on every call (the delivery log's page: 0.49 ms
    // planning, 0.22 ms running). Their plans are the ones tests/api/queryPlans.test.ts
    // checks; Kysely's other queries keep a plan for their values on the first pool.
    const namedPool = postgresPool(url, '-c plan_cache_mode=force_generic_plan');
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const pools = [pool, namedPool];
    const sum = (count: (each: pg.Pool) => number) =>
      pools.reduce((total, each) => total + count(each), 0);
    return {
      kysely,
      dialect: 'postgres',
      url,
      // Kysely ends the pool only once it ran a query itself
      destroy: async () => {
        await kysely.destroy();
        await Promise.all(pools.filter((each) => !each.ending).map((each) => each.end()));
      },
      runPrepared: namedStatements(namedPool),
      poolStats: () => ({
        total: sum((each) => each.totalCount),
        idle: sum((each) => each.idleCount),
        waiting: sum((each) => each.waitingCount),
        max: POOL_MAX * pools.length,
      }),
    };
  }
  if (!url.startsWith('sqlite:')) {
    throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got ${url})`);
  }
  const file = url.slice('sqlite:'.length);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // SQLite's own default page cache, 2 MB: better-sqlite3 raises it to 16 MB, which a large
  // database fills and keeps in the process (+16 MB of peak memory at 5,000,000 rows) for no
  // speed the operating system's cache of the file does not already give
  database.pragma('cache_size = -2000');
  const statements = withStatementCache(database);
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: statements }),
  });
  // one connection in the process, always open
  const poolStats = () => ({ total: 1, idle: 1, waiting: 0, max: 1 });
  return {
    kysely,
    dialect: 'sqlite',
    url,
    destroy: () => kysely.destroy(),
    poolStats,
    // outside a transaction nothing uncommitted sits on the one connection: reading straight
    // from the statement is what Kysely would do, without its executor's cost
    runPrepared: async <Row>(query: CompiledQuery) =>
      database.inTransaction
        ? (await kysely.executeQuery<Row>(query)).rows
        : (statements.prepare(query.sql).all(query.parameters) as Row[]),
  };
}

/**
 * No JIT compilation: it pays off for long analytical queries, and a page of a list is not
 * one. PostgreSQL compiles any statement its planner costs above `jit_above_cost`, and a
 * generic plan's cost grows with the table: at 5,000,000 audit entries the audit log's page
 * (3 ms to run) was compiled again on every call, 7–14 ms each (`npm run bench -- --only growth`).
 */
const SESSION_OPTIONS = '-c jit=off';

/** A pool of PostgreSQL connections, with `options` (server settings) for each. */
function postgresPool(url: string, options = '') {
  // a host that never answers fails in seconds, not after the system's TCP timeout
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: 10_000,
    options: `${SESSION_OPTIONS} ${options}`.trim(),
  });
  // A connection the server ends (restart, failover) must not crash the process: an idle
  // one is dropped by the pool; one lent out at that moment fails its query and is dropped
  // when released, but it also emits 'error', which pg-pool only listens for while idle.
  const lost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}
