import type { Kysely } from 'kysely';

/**
 * API keys remember when and from where they were last used, and a rolled key's previous
 * password keeps working until its overlap ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_keys').addColumn('last_used_at', 'bigint').execute();
  await db.schema.alterTable('api_keys').addColumn('last_used_ip', 'varchar(64)').execute();
  await db.schema
    .alterTable('api_keys')
    .addColumn('previous_password_hash', 'varchar(128)')
    .execute();
  await db.schema.alterTable('api_keys').addColumn('previous_expires_at', 'bigint').execute();
}
