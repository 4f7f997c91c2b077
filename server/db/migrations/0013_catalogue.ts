import type { Kysely } from 'kysely';

/**
 * The product catalogue's prices: a flat price per product (number detection) and its unit,
 * the countries the platform prices, and per-country prices by product and message type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('price_micros', 'bigint').execute();
  await db.schema
    .alterTable('products')
    .addColumn('price_unit', 'varchar(16)', (c) => c.notNull().defaultTo('message'))
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('code', 'varchar(2)', (c) => c.primaryKey())
    .addColumn('dial_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(128)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(128)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_prices')
    .addColumn('product_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('message_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('price_micros', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_prices_pk', ['product_key', 'country_code', 'message_type'])
    .execute();
}
