import type { Kysely } from 'kysely';

/** WhatsApp message templates of each account; a name is used once per language. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_templates')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(512)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('review_note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('message_templates_name_unique', ['main_id', 'name', 'language'])
    .execute();
  await db.schema
    .createIndex('message_templates_by_account')
    .on('message_templates')
    .columns(['main_id', 'created_at'])
    .execute();
}
