import { sql, type Transaction } from 'kysely';
import type { Database, UsageDailyTable } from '../../db/schema';

const CHUNK = 500;
/** The columns that name a rollup row (its primary key). */
const KEY = [
  'main_id',
  'usage_date',
  'account_id',
  'product_key',
  'country',
  'message_type',
] as const satisfies readonly (keyof UsageDailyTable)[];

/**
 * Adds usage lines to the daily rollups, in the caller's transaction (the one that records
 * the lines), so the explorer's sums always equal the lines and the bills made from them.
 * Lines of one key are merged first (a statement may touch a row once), in a stable order.
 */
export async function addToRollups(trx: Transaction<Database>, lines: readonly UsageDailyTable[]) {
  const merged = new Map<string, UsageDailyTable>();
  for (const line of lines) {
    const key = KEY.map((column) => line[column]).join('|');
    const row = merged.get(key);
    if (row) {
      row.quantity += line.quantity;
      row.amount_micros += line.amount_micros;
    } else
      merged.set(key, {
        main_id: line.main_id,
        usage_date: line.usage_date,
        account_id: line.account_id,
        product_key: line.product_key,
        country: line.country,
        message_type: line.message_type,
        usage_month: line.usage_month,
        quantity: line.quantity,
        amount_micros: line.amount_micros,
      });
  }
  const rows = [...merged.keys()].sort().map((key) => merged.get(key) as UsageDailyTable);
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto('usage_daily')
      .values(rows.slice(start, start + CHUNK))
      .onConflict((oc) =>
        oc.columns([...KEY]).doUpdateSet({
          quantity: sql`usage_daily.quantity + excluded.quantity`,
          amount_micros: sql`usage_daily.amount_micros + excluded.amount_micros`,
        }),
      )
      .execute();
  }
}
