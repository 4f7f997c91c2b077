import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { newId } from '../../lib/ids';
import { lastClosedMonth, monthOf, monthStart, nextMonth } from './months';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

async function corporateNames(db: Db, mainIds: string[]) {
  if (mainIds.length === 0) return new Map<string, string>();
  const rows = await db.kysely
    .selectFrom('accounts')
    .select(['id', 'name', 'corporate_name'])
    .where('id', 'in', mainIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.corporate_name ?? row.name]));
}

/**
 * Writes the monthly statements of a closed month from its usage lines: one bill per main
 * account and product, its amount and message count the sums of the lines. Idempotent per
 * account and month: run again, each statement is recomputed in place (same bill number),
 * so it always equals its usage lines. Returns how many statements the month has.
 */
export async function closeMonth(db: Db, month: string, mainId?: string): Promise<number> {
  let sums = db.kysely
    .selectFrom('usage_lines')
    .select(['main_id', 'product_key'])
    .select((eb) => [
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('amount_micros').as('amount'),
    ])
    .where('usage_date', '>=', monthStart(month))
    .where('usage_date', '<', monthStart(nextMonth(month)))
    .groupBy(['main_id', 'product_key']);
  if (mainId) sums = sums.where('main_id', '=', mainId);
  const rows = await sums.execute();
  const names = await corporateNames(db, [...new Set(rows.map((row) => row.main_id))]);
  const now = Date.now();
  await db.kysely.transaction().execute(async (trx) => {
    for (const row of rows) {
      const values = {
        corporate_name: names.get(row.main_id) ?? '',
        item_count: Number(row.quantity),
        amount_micros: Number(row.amount),
        updated_at: now,
      };
      await trx
        .insertInto('bills')
        .values({
          id: newId(now),
          main_id: row.main_id,
          bill_no: `MS${month.replace('-', '')}${digits(8)}`,
          source_key: `monthly:${row.main_id}:${month}:${row.product_key}`,
          bill_type: 'monthly',
          product_key: row.product_key,
          month,
          created_at: now,
          ...values,
        })
        .onConflict((oc) => oc.column('source_key').doUpdateSet(values))
        .execute();
    }
  });
  return rows.length;
}

/**
 * Closes, for each account, every ended month that has usage but no statement yet (at
 * start-up and hourly). Returns the account and month pairs it closed. The months with usage
 * come from the daily rollups, kept with the lines: a year of a busy account is a million
 * lines but a few thousand rollups, and scanning the lines held SQLite's one connection for
 * most of a second every hour.
 */
export async function closePendingMonths(db: Db, now = Date.now()) {
  const pending = await db.kysely
    .selectFrom('usage_daily')
    .select(['main_id', 'usage_month'])
    .distinct()
    .where('usage_month', '<=', lastClosedMonth(now))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bills')
            .select('bills.id')
            .whereRef('bills.main_id', '=', 'usage_daily.main_id')
            .whereRef('bills.month', '=', 'usage_daily.usage_month')
            .where('bills.bill_type', '=', 'monthly'),
        ),
      ),
    )
    .orderBy('usage_month')
    .execute();
  for (const { main_id, usage_month } of pending) await closeMonth(db, usage_month, main_id);
  return pending;
}

const DAY_MS = 86_400_000;
const BATCH = 500;

/**
 * A prepayment bill for each paid top-up without one (bill number PB + order number digits).
 * Looks only at top-ups paid since the account's newest prepayment bill (less a day, for
 * late payment notifications), so it stays cheap however many orders an account has.
 */
export async function syncPrepayments(db: Db, mainId: string): Promise<void> {
  const newest = await db.kysely
    .selectFrom('bills')
    .select((eb) => eb.fn.max<number | null>('created_at').as('at'))
    .where('main_id', '=', mainId)
    .where('bill_type', '=', 'prepayment')
    .executeTakeFirst();
  const since = newest?.at ? Number(newest.at) - DAY_MS : 0;
  const orders = await db.kysely
    .selectFrom('orders')
    .leftJoin('bills', (join) =>
      join.on('bills.source_key', '=', sql<string>`'order:' || ${sql.ref('orders.id')}`),
    )
    .select([
      'orders.id',
      'orders.order_no',
      'orders.product_key',
      'orders.paid_micros',
      'orders.paid_at',
    ])
    .where('orders.main_id', '=', mainId)
    .where('orders.status', '=', 'paid')
    .where('orders.financial_type', '=', 'top_up')
    .where('orders.paid_at', '>=', since)
    .where('bills.id', 'is', null)
    .execute();
  if (orders.length === 0) return;
  const name = (await corporateNames(db, [mainId])).get(mainId) ?? '';
  const now = Date.now();
  const rows = orders.map((order) => {
    const paidAt = order.paid_at ?? now;
    return {
      id: newId(paidAt),
      main_id: mainId,
      bill_no: `PB${order.order_no.replace(/\D/g, '')}`,
      source_key: `order:${order.id}`,
      bill_type: 'prepayment',
      product_key: order.product_key,
      month: monthOf(paidAt),
      corporate_name: name,
      item_count: 1,
      amount_micros: order.paid_micros,
      created_at: paidAt,
      updated_at: now,
    };
  });
  // batches keep each statement under the databases' parameter limits
  for (let start = 0; start < rows.length; start += BATCH)
    await db.kysely
      .insertInto('bills')
      .values(rows.slice(start, start + BATCH))
      .onConflict((oc) => oc.doNothing())
      .execute();
}
