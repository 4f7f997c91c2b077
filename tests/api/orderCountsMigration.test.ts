import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect';
import { migrations as coreMigrations } from '../../server/db/migrations';
import { joinMigrations } from '../../server/db/migrationNames';
import { MODULE_MIGRATIONS } from '../../server/modules/registry';
import { insertOrders } from '../../server/lifecycle/seed/orders';
import { scratchDatabase } from '../../scripts/scratchDatabase';
import { backends } from './harness';

/** A fresh database of the kind: in memory, or a throw-away one on TEST_DATABASE_URL's server. */
async function freshDatabase(backend: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (backend === 'sqlite') {
    const db = connect('sqlite::memory:');
    return { db, drop: () => db.destroy() };
  }
  const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL as string);
  const db = connect(scratch.url);
  return {
    db,
    drop: async () => {
      await db.destroy();
      await scratch.drop();
    },
  };
}

/** Every migration a start applies: the core's and the modules' (whose tables later ones alter). */
const migrations = joinMigrations(coreMigrations, MODULE_MIGRATIONS);

const migrateWith = async (db: Db, names: string[]) => {
  const { error } = await new Migrator({
    db: db.kysely,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(migrations).filter(([name]) => names.includes(name))),
    },
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) throw error;
};

describe.each(backends())('the performance migration on %s', (backend) => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('counts the orders a database already holds when it lands', async () => {
    const { db, drop } = await freshDatabase(backend);
    drops.push(drop);
    const before = Object.keys(migrations).filter((name) => name < '0011');
    await migrateWith(db, before);
    await insertOrders(db, 'acct-a', 'acct-a', 1_234);
    await insertOrders(db, 'acct-b', 'acct-b', 56);

    await migrateWith(db, Object.keys(migrations));
    const counters = await db.kysely
      .selectFrom('order_counts')
      .select(['main_id', 'status', 'n'])
      .orderBy('main_id')
      .orderBy('status')
      .execute();
    const truth = await db.kysely
      .selectFrom('orders')
      .select(['main_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['main_id', 'status'])
      .orderBy('main_id')
      .orderBy('status')
      .execute();
    expect(counters.map((c) => ({ ...c, n: Number(c.n) }))).toEqual(
      truth.map((t) => ({ ...t, n: Number(t.n) })),
    );
    expect(counters.reduce((sum, c) => sum + Number(c.n), 0)).toBe(1_290);
  }, 60_000);
});
