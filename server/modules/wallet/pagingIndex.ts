import type { Kysely } from 'kysely';

/**
 * The ledger pages newest first by time, then id: with the id in the index, every page of a
 * wallet comes out of it already in order, with no sort per request however long its history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ledger_by_account_paged')
    .on('ledger_entries')
    .columns(['account_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('ledger_account_idx').execute();
}
