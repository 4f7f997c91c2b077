import type { Kysely } from 'kysely';

/** Sender IDs of each account; a name is registered once per account, whatever its case. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sender_ids')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(11)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(11)', (c) => c.notNull())
    .addColumn('countries', 'text', (c) => c.notNull())
    .addColumn('use_case', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('review_note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sender_ids_name_unique', ['main_id', 'name_key'])
    .execute();
  await db.schema
    .createIndex('sender_ids_by_account')
    .on('sender_ids')
    .columns(['main_id', 'created_at'])
    .execute();
}
