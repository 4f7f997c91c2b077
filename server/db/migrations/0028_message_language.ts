import type { Kysely } from 'kysely';

/**
 * Accounts keep the language their emails and messages are written in; the outbox keeps
 * what became of each message: kept here, or queued for the platform's send API and then
 * sent or failed, after how many attempts, with the last error and the platform's own id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('en_US'))
    .execute();
  // one column per statement: SQLite adds no more at once
  const outbox = () => db.schema.alterTable('outbox_messages');
  await outbox().addColumn('template', 'varchar(64)').execute();
  await outbox().addColumn('language', 'varchar(8)').execute();
  await outbox()
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('outbox'))
    .execute();
  await outbox()
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await outbox().addColumn('last_error', 'varchar(512)').execute();
  await outbox().addColumn('provider_message_id', 'varchar(128)').execute();
  await outbox().addColumn('variables', 'text').execute();
  await outbox().addColumn('updated_at', 'bigint').execute();
}
