import { prepareDatabase } from '../../server/lifecycle/bootstrap';
import { connect, type Db } from '../../server/db/connect';
import { settleAfterBulkLoad } from '../../server/lifecycle/seed/settle';
import { hashPassword } from '../../server/lib/password';
import { DEMO } from '../../server/lifecycle/seed/demo';
import {
  BENCH_CALLBACK_ID,
  counted,
  deliveriesInWindow,
  insertBenchCallback,
  rebuildUsageRollup,
} from '../activity';
import { redact } from '../seed';
import {
  accountsSql,
  auditSql,
  deliveriesSql,
  ordersSql,
  typicalAccounts,
  usageSql,
  walletsSql,
} from './growthRows';
import { ensurePostgresDatabase, seedConnection, type SeedConnection } from './seedConnection';
import { LARGE_ACCOUNT_ID } from './seedSql';

const DAY_MS = 86_400_000;
/** Rows per statement: progress shows, and no statement holds millions of rows at once. */
const CHUNK = 500_000;

/** What one size's seeding took, in seconds per step (empty when everything was reused). */
export type SeedingSeconds = Record<string, number>;

/**
 * Times a seeding's steps by name; `finish` analyzes the loaded database (as autovacuum
 * would), says what each step took and answers the seconds.
 */
export function seedingSteps(url: string) {
  const seconds: SeedingSeconds = {};
  const timed = async (step: string, work: () => Promise<void>) => {
    const started = Date.now();
    await work();
    seconds[step] = (Date.now() - started) / 1000;
  };
  const finish = async () => {
    const settled = connect(url);
    try {
      await timed('analyze', () => settleAfterBulkLoad(settled));
    } finally {
      await settled.destroy();
    }
    const total = Object.values(seconds).reduce((sum, each) => sum + each, 0);
    console.log(
      `  seeded in ${total.toFixed(0)} s (${Object.entries(seconds)
        .map(([step, s]) => `${step} ${s.toFixed(1)} s`)
        .join(', ')})`,
    );
    return seconds;
  };
  return { timed, finish };
}

/** Runs a seeding statement over `rows` in chunks, saying how far it is in `unit`s. */
export async function inChunks(
  connection: SeedConnection,
  what: string,
  rows: number,
  statement: (from: number, to: number) => string,
  unit = 'rows',
) {
  for (let from = 0; from < rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK);
    await connection.run(statement(from, to));
    process.stdout.write(`\r  ${what}: ${to.toLocaleString('en')} ${unit}`);
  }
  process.stdout.write('\n');
}

async function ordersInDatabase(db: Db) {
  const row = await db.kysely
    .selectFrom('order_counts')
    .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Which tables of a size still need their rows (a database is filled in parts, once). */
async function missingParts(url: string, rows: number) {
  const { db } = await prepareDatabase({ databaseUrl: url, seedDemo: true });
  try {
    const needs = {
      orders: (await ordersInDatabase(db)) < rows,
      usage: (await counted(db, 'usage_lines', LARGE_ACCOUNT_ID)) < rows,
      audit: (await counted(db, 'audit_log', LARGE_ACCOUNT_ID)) < rows,
      // deliveries age out of their 30-day window: loaded again once a tenth has
      deliveries: (await deliveriesInWindow(db)) < rows * 0.9,
    };
    if (needs.deliveries) {
      await db.kysely
        .deleteFrom('callback_deliveries')
        .where('callback_id', '=', BENCH_CALLBACK_ID)
        .execute();
      await db.kysely.deleteFrom('callbacks').where('id', '=', BENCH_CALLBACK_ID).execute();
    }
    return needs;
  } finally {
    await db.destroy();
  }
}

/**
 * One size of the growth mode: `rows` orders (a tenth the large account's, the rest in
 * accounts of 1,000), and as many usage lines, audit entries and callback deliveries of the
 * large account. Seeded once, in parts (a part already there is kept), then reused.
 */
export async function ensureGrowthSeeded(url: string, rows: number): Promise<SeedingSeconds> {
  if (!url.startsWith('sqlite:')) await ensurePostgresDatabase(url);
  const needs = await missingParts(url, rows);
  if (!Object.values(needs).some(Boolean)) return {};
  console.log(`Seeding ${rows.toLocaleString('en')} rows per table into ${redact(url)}…`);
  const { timed, finish } = seedingSteps(url);
  const now = Date.now();
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const passwordHash = await hashPassword(DEMO.password);
  const connection = await seedConnection(url);
  try {
    const { seed } = connection;
    if (needs.orders) {
      const accounts = 1 + typicalAccounts(rows);
      await timed('accounts', async () => {
        await connection.run(accountsSql(seed, accounts, passwordHash, now));
        await connection.run(walletsSql(seed, accounts, now));
      });
      await timed('orders', () =>
        connection.withoutIndexes('orders', () =>
          inChunks(connection, 'orders', rows, (from, to) => ordersSql(seed, rows, from, to, now)),
        ),
      );
      // the counters the triggers keep, counted once for the whole load
      await timed('order counters', async () => {
        await connection.run('DELETE FROM order_counts');
        await connection.run(`INSERT INTO order_counts (main_id, status, n)
          SELECT main_id, status, count(*) FROM orders GROUP BY main_id, status`);
        await connection.run('DELETE FROM order_versions');
        await connection.run(`INSERT INTO order_versions (main_id, version)
          SELECT main_id, 1 FROM orders GROUP BY main_id`);
      });
    }
    if (needs.usage)
      await timed('usage lines', () =>
        connection.withoutIndexes('usage_lines', () =>
          inChunks(connection, 'usage lines', rows, (from, to) => usageSql(seed, from, to, today)),
        ),
      );
    if (needs.audit)
      await timed('audit entries', () =>
        connection.withoutIndexes('audit_log', () =>
          inChunks(connection, 'audit entries', rows, (from, to) =>
            auditSql(seed, rows, from, to, now),
          ),
        ),
      );
  } finally {
    await connection.close();
  }
  const db = connect(url);
  try {
    if (needs.usage) await timed('usage rollup', () => rebuildUsageRollup(db, LARGE_ACCOUNT_ID));
    if (needs.deliveries) await insertBenchCallback(db, LARGE_ACCOUNT_ID, now);
  } finally {
    await db.destroy();
  }
  if (needs.deliveries) {
    const deliveries = await seedConnection(url);
    try {
      await timed('deliveries', () =>
        deliveries.withoutIndexes('callback_deliveries', () =>
          inChunks(deliveries, 'deliveries', rows, (from, to) =>
            deliveriesSql(deliveries.seed, rows, from, to, now),
          ),
        ),
      );
    } finally {
      await deliveries.close();
    }
  }
  return finish();
}
