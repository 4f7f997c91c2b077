import type { Kysely } from 'kysely';

/**
 * A sub-account's messages are the ones named for it or sent with one of its keys: with the
 * sender-account index, this one makes each side of that OR an index range of its own (SQLite
 * unites them, PostgreSQL ORs two bitmaps) instead of a walk through the main account's messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('messages_by_api_key')
    .on('messages')
    .columns(['api_key_id', 'created_at', 'id'])
    .execute();
}
