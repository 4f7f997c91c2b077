import { sql, type Kysely } from 'kysely';

/**
 * Daily rollups of usage, one row per account, day, product, country and message type,
 * kept in the transaction that records the lines: the usage explorer reads a year of an
 * account in a few thousand rows instead of a million lines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_daily')
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('usage_date', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('product_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('message_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('usage_month', 'varchar(7)', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_daily_pk', [
      'main_id',
      'usage_date',
      'account_id',
      'product_key',
      'country',
      'message_type',
    ])
    .execute();
  await sql`
    INSERT INTO usage_daily (main_id, usage_date, account_id, product_key, country, message_type,
      usage_month, quantity, amount_micros)
    SELECT main_id, usage_date, account_id, product_key, country, message_type, usage_month,
      SUM(quantity), SUM(amount_micros)
    FROM usage_lines
    GROUP BY main_id, usage_date, account_id, product_key, country, message_type, usage_month
  `.execute(db);
}
