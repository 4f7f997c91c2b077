import type { Kysely } from 'kysely';

/**
 * Every price change with the time it takes effect: the price of a product, country and
 * message type is its latest change in effect, else the catalogue's (`product_prices`). A
 * change dated ahead stays out of the pricing page until its time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_price_changes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('product_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('message_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('price_micros', 'bigint', (c) => c.notNull())
    .addColumn('effective_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_price_changes_by_price')
    .on('product_price_changes')
    .columns(['product_key', 'country_code', 'message_type', 'effective_at'])
    .execute();
}
