import type { Kysely } from 'kysely';

/** Each main account's privacy of its messages: whether bodies are kept, for how many days. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_privacy')
    .addColumn('main_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('keep_bodies', 'integer', (c) => c.notNull())
    .addColumn('retention_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
