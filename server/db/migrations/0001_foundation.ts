import type { Kysely } from 'kysely';

/** Accounts, roles, sessions, wallet, products and orders: what the foundation needs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(32)', (c) => c.unique())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('corporate_name', 'varchar(256)')
    .addColumn('account_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(64)')
    .addColumn('password_hash', 'varchar(256)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('certification_state', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('accounts_main_idx')
    .on('accounts')
    .columns(['main_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('roles_main_name_uq', ['main_id', 'name'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_reason', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();

  await db.schema
    .createTable('wallets')
    .addColumn('account_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('balance_micros', 'bigint', (c) => c.notNull())
    .addColumn('credit_limit_micros', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_micros', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)')
    .addColumn('note', 'varchar(256)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_account_idx')
    .on('ledger_entries')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('name_en', 'varchar(128)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(128)', (c) => c.notNull())
    .addColumn('intro_en', 'text', (c) => c.notNull())
    .addColumn('intro_zh', 'text', (c) => c.notNull())
    .addColumn('doc_url', 'varchar(512)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('account_products')
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('product_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('activated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_products_pk', ['account_id', 'product_key'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('audit_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('payment_method', 'varchar(16)', (c) => c.notNull())
    .addColumn('financial_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('product_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addColumn('paid_micros', 'bigint', (c) => c.notNull())
    .addColumn('trade_time', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('failure_reason', 'varchar(512)')
    .execute();
  // The list's default view and its filters: newest first within an account.
  await db.schema
    .createIndex('orders_main_created_idx')
    .on('orders')
    .columns(['main_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_main_status_created_idx')
    .on('orders')
    .columns(['main_id', 'status', 'created_at'])
    .execute();
}
