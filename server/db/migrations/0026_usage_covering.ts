import type { Kysely } from 'kysely';

/**
 * The usage explorer's one query sums an account's daily rollups over a range: with every
 * column it reads in the index, it reads no table rows (a month of a large account: 720 of
 * them), and a day-by-product view comes out already grouped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('usage_daily_summary')
    .on('usage_daily')
    .columns([
      'main_id',
      'usage_date',
      'product_key',
      'country',
      'message_type',
      'account_id',
      'usage_month',
      'quantity',
      'amount_micros',
    ])
    .execute();
}
