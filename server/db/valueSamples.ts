import { sql } from 'kysely';
import type { Db } from './connect';

/**
 * SQLite's ANALYZE (after a bulk load, an operator's, `PRAGMA optimize`) also samples values
 * of each index into sqlite_stat4. With samples, SQLite compiles a statement again every time
 * a parameter compared with an indexed column is bound, to plan for that value: 15–30 µs on
 * each list query, more than most of them take to run. The averages in sqlite_stat1 pick the
 * same indexes for ours (tests/api/queryPlans.test.ts), so the samples are dropped.
 */
export async function dropValueSamples(db: Db) {
  if (db.dialect !== 'sqlite') return;
  const { rows } = await sql<{ samples: number }>`
    select count(*) as samples from sqlite_schema where name = 'sqlite_stat4'`.execute(db.kysely);
  if (rows[0].samples === 0) return;
  const kept = await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(db.kysely);
  if (kept.rows[0].n === 0) return;
  await sql`delete from sqlite_stat4`.execute(db.kysely);
  // reloads the statistics this connection plans with
  await sql`analyze sqlite_schema`.execute(db.kysely);
}
