import type { Kysely } from 'kysely';

/**
 * Account information: the company's details, avatars, login secondary verification (TOTP
 * secret, recovery codes, sign-in challenges) and certification (KYC) submissions.
 * Binary columns are `bytea`: PostgreSQL's type, and SQLite keeps blobs as they are whatever
 * the declared type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_profiles')
    .addColumn('main_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('address', 'varchar(256)')
    .addColumn('industry', 'varchar(32)')
    .addColumn('company_size', 'varchar(16)')
    .addColumn('customer_volume', 'varchar(16)')
    .addColumn('website', 'varchar(256)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('avatars')
    .addColumn('account_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('mime', 'varchar(32)', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('second_factors')
    .addColumn('account_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('method', 'varchar(8)')
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('pending_secret', 'varchar(64)')
    .addColumn('pending_at', 'bigint')
    .addColumn('last_step', 'bigint')
    .addColumn('enabled_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_codes_account_idx')
    .on('recovery_codes')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('certifications')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(32)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('registration_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('company_address', 'varchar(256)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('document_mime', 'varchar(32)', (c) => c.notNull())
    .addColumn('document', 'bytea', (c) => c.notNull())
    .addColumn('reason', 'varchar(512)')
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('certifications_main_idx')
    .on('certifications')
    .columns(['main_id', 'submitted_at'])
    .execute();
}
