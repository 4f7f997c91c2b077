import type { Kysely } from 'kysely';

/**
 * An address's delivery log pages newest first by time, then id: with the id in the index,
 * every page comes out of it already in order, with no sort per request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('callback_deliveries_paged')
    .on('callback_deliveries')
    .columns(['callback_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('callback_deliveries_cb_created_idx').execute();
}
