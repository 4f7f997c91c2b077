import type { Kysely } from 'kysely';

/**
 * Invoice applications with their orders and the details last used, and bills (monthly
 * statements and prepayments).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('application_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('company_address', 'varchar(300)', (c) => c.notNull())
    .addColumn('tax_number', 'varchar(64)', (c) => c.notNull())
    .addColumn('street_address', 'varchar(300)', (c) => c.notNull())
    .addColumn('apartment', 'varchar(100)', (c) => c.notNull())
    .addColumn('country', 'varchar(64)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addColumn('fee_micros', 'bigint', (c) => c.notNull())
    .addColumn('order_count', 'integer', (c) => c.notNull())
    .addColumn('invoice_no', 'varchar(40)', (c) => c.unique())
    .addColumn('status_reason', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('issued_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('invoices_main_created_idx')
    .on('invoices')
    .columns(['main_id', 'created_at', 'id'])
    .execute();

  // live_order_id is the order while the application holds it, NULL once freed: its unique
  // index keeps an order on one live application, even when two submissions race.
  await db.schema
    .createTable('invoice_orders')
    .addColumn('invoice_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('live_order_id', 'varchar(64)', (c) => c.unique())
    .addPrimaryKeyConstraint('invoice_orders_pk', ['invoice_id', 'order_id'])
    .execute();

  await db.schema
    .createTable('invoice_profiles')
    .addColumn('main_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // source_key makes generation idempotent: "monthly:<main>:<month>:<product>" or "order:<id>".
  await db.schema
    .createTable('bills')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('bill_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('source_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('bill_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('product_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('corporate_name', 'varchar(256)', (c) => c.notNull())
    .addColumn('item_count', 'bigint', (c) => c.notNull())
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bills_main_month_idx')
    .on('bills')
    .columns(['main_id', 'month', 'id'])
    .execute();
}
