import type { Kysely } from 'kysely';

/**
 * The account that made each key: a sub-account's keys are its traffic, which it sees in its
 * messages. Keys made before are the main account's (null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_keys').addColumn('owner_id', 'varchar(64)').execute();
  await db.schema.createIndex('api_keys_by_owner').on('api_keys').columns(['owner_id']).execute();
}
