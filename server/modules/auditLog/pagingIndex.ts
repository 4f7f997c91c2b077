import type { Kysely } from 'kysely';

/**
 * The log pages newest first by time, then id: with the id in the index, every page comes out
 * of it already in order, with no sort per request however large the account's log is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_log_by_account_paged')
    .on('audit_log')
    .columns(['main_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('audit_log_by_account').execute();
}
