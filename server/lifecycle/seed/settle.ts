import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { dropValueSamples } from '../../db/valueSamples';

/**
 * After a bulk load: the planner's statistics and, on PostgreSQL, the visibility map, as
 * autovacuum would leave them soon after on a server that runs it. Without the map every
 * index-only scan reads the table row by row, which no running database would show.
 * SQLite keeps the averages only (valueSamples.ts).
 */
export async function settleAfterBulkLoad(db: Db) {
  await sql.raw(db.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db.kysely);
  await dropValueSamples(db);
}
