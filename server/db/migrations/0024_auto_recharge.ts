import type { Kysely } from 'kysely';

/**
 * Auto-recharge: cards the provider saved at a checkout, each wallet's rule (with the order
 * being charged now, so one wallet never has two recharges in flight), and every attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider_token', 'varchar(128)', (c) => c.notNull())
    .addColumn('brand', 'varchar(32)', (c) => c.notNull())
    .addColumn('last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_methods_token_unique', ['provider', 'provider_token'])
    .execute();
  await db.schema
    .createTable('auto_recharge_rules')
    .addColumn('account_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('below_micros', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addColumn('payment_method_id', 'varchar(64)')
    .addColumn('product_key', 'varchar(64)')
    .addColumn('max_per_day', 'integer', (c) => c.notNull())
    .addColumn('monthly_cap_micros', 'bigint', (c) => c.notNull())
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull())
    .addColumn('disabled_reason', 'varchar(16)')
    .addColumn('in_flight_since', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('auto_recharges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)')
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(256)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auto_recharges_by_account')
    .on('auto_recharges')
    .columns(['account_id', 'created_at'])
    .execute();
}
