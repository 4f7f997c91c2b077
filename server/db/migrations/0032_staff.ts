import type { Kysely } from 'kysely';

/**
 * The platform's own staff: their users (never customer accounts), their sessions (own
 * tokens, shorter life) and the staff audit log every staff write adds to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(256)', (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull())
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('totp_confirmed', 'integer', (c) => c.notNull())
    .addColumn('totp_last_step', 'bigint')
    .addColumn('enrollment_hash', 'varchar(64)')
    .addColumn('enrollment_expires_at', 'bigint')
    .addColumn('disabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'bigint')
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('staff_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createTable('staff_audit_log')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('staff_user_id', 'varchar(64)')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)')
    .addColumn('target', 'varchar(128)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_audit_log_by_time')
    .on('staff_audit_log')
    .columns(['created_at', 'id'])
    .execute();
}
