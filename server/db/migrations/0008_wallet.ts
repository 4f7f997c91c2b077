import type { Kysely } from 'kysely';

/**
 * Usage lines (what the messaging platform charges, the source of bills and spend charts),
 * payment notifications of providers, and what an order needs for online payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_lines')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('paying_account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('usage_date', 'bigint', (c) => c.notNull())
    .addColumn('usage_month', 'varchar(7)', (c) => c.notNull())
    .addColumn('product_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('message_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('unit_price_micros', 'bigint', (c) => c.notNull())
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addColumn('ledger_entry_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('usage_account_date_idx')
    .on('usage_lines')
    .columns(['account_id', 'usage_date'])
    .execute();
  await db.schema
    .createIndex('usage_account_month_idx')
    .on('usage_lines')
    .columns(['account_id', 'usage_month'])
    .execute();
  await db.schema
    .createIndex('usage_main_date_idx')
    .on('usage_lines')
    .columns(['main_id', 'usage_date'])
    .execute();
  await db.schema
    .createIndex('usage_paying_month_idx')
    .on('usage_lines')
    .columns(['paying_account_id', 'usage_month'])
    .execute();

  // A retried usage call carries the same reference and is applied once.
  await db.schema.alterTable('ledger_entries').addColumn('reference', 'varchar(128)').execute();
  await db.schema
    .createIndex('ledger_reference_uq')
    .on('ledger_entries')
    .column('reference')
    .unique()
    .execute();
  // An order moves money at most once (NULLs, i.e. entries without an order, stay distinct).
  await db.schema
    .createIndex('ledger_order_uq')
    .on('ledger_entries')
    .column('order_id')
    .unique()
    .execute();

  await db.schema.alterTable('orders').addColumn('channel', 'varchar(16)').execute();
  await db.schema.alterTable('orders').addColumn('provider', 'varchar(32)').execute();
  await db.schema.alterTable('orders').addColumn('provider_ref', 'varchar(128)').execute();
  await db.schema.alterTable('orders').addColumn('expires_at', 'bigint').execute();
  await db.schema
    .createIndex('orders_status_expires_idx')
    .on('orders')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('payment_notifications')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('deliveries', 'integer', (c) => c.notNull())
    .addUniqueConstraint('payment_notifications_event_uq', ['provider', 'event_id'])
    .execute();
}
