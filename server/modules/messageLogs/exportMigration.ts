import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Message exports and their files' bytes, kept in the database in chunks so that any
 * instance of a fleet serves a file another one built.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('message_exports')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('scope_account_id', 'varchar(64)')
    .addColumn('format', 'varchar(8)', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('rows_total', 'integer', (c) => c.notNull())
    .addColumn('rows_done', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('bytes', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('message_exports_by_expiry')
    .on('message_exports')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('message_export_chunks')
    .addColumn('export_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_export_chunks_pk', ['export_id', 'seq'])
    .execute();
}
