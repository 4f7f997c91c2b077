import type { Kysely } from 'kysely';

/**
 * Sign-up, activation and the sign-in ways: the message outbox, verification codes,
 * one-time tickets (activation links, password-reset steps), failed sign-ins for brute-force
 * limits, and the Google account an account signs in with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('google_sub', 'varchar(255)').execute();
  await db.schema
    .createIndex('accounts_google_sub_uq')
    .on('accounts')
    .column('google_sub')
    .unique()
    .execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(256)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_recipient_idx')
    .on('outbox_messages')
    .columns(['recipient', 'created_at'])
    .execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('verification_codes_recipient_idx')
    .on('verification_codes')
    .columns(['recipient', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('account_tickets')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('auth_failures')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('scope_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_failures_scope_idx')
    .on('auth_failures')
    .columns(['scope_key', 'created_at'])
    .execute();
}
