import type { Kysely } from 'kysely';

/**
 * The staff's question: a number's messages across every account (docs/staff.md). On
 * PostgreSQL the index on the partitioned table is made on each month's partition, and on
 * the months made later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('messages_by_recipient')
    .on('messages')
    .columns(['recipient', 'created_at'])
    .execute();
}
