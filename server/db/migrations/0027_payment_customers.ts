import type { Kysely } from 'kysely';

/**
 * The customer a payment provider keeps for each account (Stripe's Customer): created once,
 * the owner of the cards saved at checkouts, charged later without the payer. A saved card
 * keeps the provider's fingerprint of its number, so paying again with it saves nothing new.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_customers')
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('customer_ref', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_customers_pk', ['provider', 'account_id'])
    .execute();
  await db.schema.alterTable('payment_methods').addColumn('fingerprint', 'varchar(64)').execute();
}
