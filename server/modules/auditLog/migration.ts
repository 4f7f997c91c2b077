import type { Kysely } from 'kysely';

/** Every change made in an account, with who, when, from where, and before and after. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('resource', 'varchar(32)', (c) => c.notNull())
    .addColumn('resource_id', 'varchar(64)')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(256)', (c) => c.notNull())
    .addColumn('before_values', 'text')
    .addColumn('after_values', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_by_account')
    .on('audit_log')
    .columns(['main_id', 'created_at'])
    .execute();
}
