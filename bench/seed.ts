import { spawnSync } from 'node:child_process';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/lifecycle/migrate';

export const BENCH_ORDERS = 1_000_000;
/** The embedded database the load runs against, kept between runs (seeding takes minutes). */
export const BENCH_SQLITE_URL = 'sqlite:data/bench/orders-1m.db';

export interface BenchAccounts {
  large: { email: string; id: string };
  typical: { email: string; id: string };
}

async function ordersIn(url: string): Promise<number> {
  const db = connect(url);
  try {
    await migrateToLatest(db);
    const row = await db.kysely
      .selectFrom('order_counts')
      .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  } finally {
    await db.destroy();
  }
}

/**
 * A database holding a million orders: seeded once with `npm run seed -- --orders 1000000`
 * (timed, and reported), reused by later runs.
 */
export async function ensureSeeded(url: string): Promise<{ seededSeconds: number | null }> {
  if ((await ordersIn(url)) >= BENCH_ORDERS) return { seededSeconds: null };
  console.log(`Seeding ${BENCH_ORDERS.toLocaleString('en')} orders into ${redact(url)}…`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/lifecycle/seed/cli.ts', '--orders', String(BENCH_ORDERS)],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
  );
  if (result.status !== 0) throw new Error(`seeding ${redact(url)} failed`);
  return { seededSeconds: (Date.now() - started) / 1000 };
}

/** The seed's large account (100,000 orders) and one typical account (1,000 orders). */
export async function benchAccounts(url: string): Promise<BenchAccounts> {
  const db = connect(url);
  try {
    const find = (pattern: string) =>
      db.kysely
        .selectFrom('accounts')
        .select(['email', 'id'])
        .where('email', 'like', pattern)
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirstOrThrow();
    return { large: await find('large-%'), typical: await find('bulk-%') };
  } finally {
    await db.destroy();
  }
}

/** A database URL without its password, for printing. */
export const redact = (url: string) => url.replace(/\/\/([^:@/]*):[^@]*@/, '//$1:***@');
