import { sql, type QueryExecutorProvider } from 'kysely';
import { MAX_MESSAGE_RETENTION_DAYS } from '../../../contract/messagePrivacy';

const DAY_MS = 86_400_000;
/** Months made ahead of the current one, so an insert never waits for one. */
const MONTHS_AHEAD = 2;
const PARTITIONED = ['messages', 'message_events'] as const;

/** UTC midnight of the first day of the month `offset` months from the one holding `time`. */
export function monthStart(time: number, offset = 0): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
}

const suffixOf = (start: number) => {
  const date = new Date(start);
  return `y${date.getUTCFullYear()}m${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** Makes both tables' partitions of the month starting at `start`, unless they exist. */
export async function createMonth(db: QueryExecutorProvider, start: number) {
  const end = monthStart(start, 1);
  for (const table of PARTITIONED)
    await sql`create table if not exists ${sql.table(`${table}_${suffixOf(start)}`)}
      partition of ${sql.table(table)} for values from (${sql.lit(start)}) to (${sql.lit(end)})`.execute(
      db,
    );
}

/** The current month's partitions and the next ones (PostgreSQL). */
export async function createPartitions(db: QueryExecutorProvider, now: number) {
  for (let offset = 0; offset <= MONTHS_AHEAD; offset++)
    await createMonth(db, monthStart(now, offset));
}

/**
 * Drops the months wholly past the longest retention an account may have (PostgreSQL): the
 * oldest rows go at no cost. Shorter retentions are deleted in batches before.
 */
export async function dropExpiredPartitions(db: QueryExecutorProvider, now: number) {
  const cutoff = suffixOf(oldestKept(now));
  const { rows } = await sql<{ name: string }>`
    select child.relname as name from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    join pg_class parent on parent.oid = pg_inherits.inhparent
    where parent.relname in ('messages', 'message_events')`.execute(db);
  for (const { name } of rows) {
    const suffix = /_(y\d{4}m\d{2})$/.exec(name)?.[1];
    if (suffix && suffix < cutoff) await sql`drop table ${sql.table(name)}`.execute(db);
  }
}

/** The oldest time an event may carry: the start of the month the longest retention reaches. */
export const oldestKept = (now: number) => monthStart(now - MAX_MESSAGE_RETENTION_DAYS * DAY_MS);
