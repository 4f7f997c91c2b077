import { sql, type Kysely } from 'kysely';

/** API keys with their token, callback addresses and the delivery log of each address. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('api_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('allowed_ips', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('token_created_at', 'bigint')
    .addColumn('token_expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('api_keys_main_type_idx')
    .on('api_keys')
    .columns(['main_id', 'type', 'created_at'])
    .execute();
  // At most one default per account and type, whatever two requests do at once.
  await db.schema
    .createIndex('api_keys_one_default_uq')
    .on('api_keys')
    .columns(['main_id', 'type'])
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .createTable('callbacks')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('channel', 'varchar(32)', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('username', 'varchar(128)')
    .addColumn('user_key', 'varchar(256)')
    .addColumn('authorization', 'varchar(1024)')
    .addColumn('secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('callbacks_main_created_idx')
    .on('callbacks')
    .columns(['main_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('callback_deliveries')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('callback_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event', 'varchar(64)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('detail', 'varchar(256)')
    .addColumn('response_excerpt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('callback_deliveries_cb_created_idx')
    .on('callback_deliveries')
    .columns(['callback_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('callback_deliveries_created_idx')
    .on('callback_deliveries')
    .column('created_at')
    .execute();
}
