import type { Kysely } from 'kysely';

/**
 * One row per running job worker instance on PostgreSQL, stamped at each heartbeat: a live
 * instance frees the jobs of one whose stamp stopped (killed), instead of the queue's own
 * four-hour lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_workers')
    .addColumn('instance_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('worker_ids', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .execute();
}
