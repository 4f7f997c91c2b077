import { Codes, fromMicros, type Language } from '../../../contract';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { closeMonth } from '../bills/generate';
import { productNames } from '../products/names';
import { lastClosedMonth } from '../bills/months';
import { staffAudit, type StaffActor } from '../auditLog/staffAudit';
import { mainAccountOf } from './accounts';

const DAY_MS = 86_400_000;

/**
 * Closes an ended month (all accounts, or one main account) and answers what it holds now;
 * the staff console and `npm run ops -- close-month` both call it. A month that has not
 * ended: 400 (`staff.errors.monthNotEnded`).
 */
export async function closeMonthFor(
  db: Db,
  actor: StaffActor,
  input: { month: string; accountId?: string },
) {
  const last = lastClosedMonth();
  if (input.month > last)
    throw new AppError(Codes.invalidRequest, 400, 'staff.errors.monthNotEnded', {
      fields: { month: 'staff.errors.monthNotEnded' },
      values: { month: input.month, last },
    });
  if (input.accountId) await mainAccountOf(db.kysely, input.accountId);
  const statements = await closeMonth(db, input.month, input.accountId);
  let bills = db.kysely
    .selectFrom('bills')
    .select((eb) => [
      eb.fn.count<number | string>('main_id').distinct().as('accounts'),
      eb.fn.sum<number | string | null>('amount_micros').as('amount'),
    ])
    .where('bill_type', '=', 'monthly')
    .where('month', '=', input.month);
  if (input.accountId) bills = bills.where('main_id', '=', input.accountId);
  const totals = await bills.executeTakeFirstOrThrow();
  const result = {
    month: input.month,
    statements,
    accounts: Number(totals.accounts),
    amount: fromMicros(Number(totals.amount ?? 0)),
  };
  await staffAudit(db.kysely, actor, {
    action: 'month.close',
    accountId: input.accountId,
    target: input.month,
    after: result,
  });
  return result;
}

const sumOf = (rows: { amount: number | string | null }[]) =>
  rows.reduce((total, row) => total + Number(row.amount ?? 0), 0);

/** A UTC day's top-ups (by product and provider), usage charges and adjustments. */
export async function dayMoney(db: Db, date: string, language: Language) {
  const start = Date.parse(`${date}T00:00:00Z`);
  const end = start + DAY_MS;
  const paid = db.kysely
    .selectFrom('orders')
    .where('financial_type', '=', 'top_up')
    .where('status', '=', 'paid')
    .where('paid_at', '>=', start)
    .where('paid_at', '<', end);
  const [byProduct, byProvider, charges, adjustments] = await Promise.all([
    paid
      .select(['product_key'])
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string>('paid_micros').as('amount'),
      ])
      .groupBy('product_key')
      .orderBy('product_key')
      .execute(),
    paid
      .select((eb) => [
        eb.fn.coalesce('provider', 'payment_method').as('provider'),
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string>('paid_micros').as('amount'),
      ])
      .groupBy((eb) => eb.fn.coalesce('provider', 'payment_method'))
      .orderBy('provider')
      .execute(),
    db.kysely
      .selectFrom('usage_lines')
      .select(['product_key'])
      .select((eb) => [
        eb.fn.sum<number | string>('quantity').as('quantity'),
        eb.fn.sum<number | string>('amount_micros').as('amount'),
      ])
      .where('usage_date', '=', start)
      .groupBy('product_key')
      .orderBy('product_key')
      .execute(),
    db.kysely
      .selectFrom('ledger_entries')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn
          .sum<number | string | null>(
            eb.case().when('amount_micros', '>', 0).then(eb.ref('amount_micros')).else(0).end(),
          )
          .as('credited'),
        eb.fn
          .sum<number | string | null>(
            eb.case().when('amount_micros', '<', 0).then(eb.ref('amount_micros')).else(0).end(),
          )
          .as('debited'),
      ])
      .where('type', '=', 'adjust')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow(),
  ]);
  const names = await productNames(db, language);
  const named = (key: string) => ({ productKey: key, productName: names.get(key) ?? key });
  return {
    date,
    topUps: {
      count: byProduct.reduce((total, row) => total + Number(row.n), 0),
      amount: fromMicros(sumOf(byProduct)),
      byProduct: byProduct.map((row) => ({
        ...named(row.product_key),
        count: Number(row.n),
        amount: fromMicros(Number(row.amount)),
      })),
      byProvider: byProvider.map((row) => ({
        provider: String(row.provider),
        count: Number(row.n),
        amount: fromMicros(Number(row.amount)),
      })),
    },
    charges: {
      quantity: charges.reduce((total, row) => total + Number(row.quantity), 0),
      amount: fromMicros(sumOf(charges)),
      byProduct: charges.map((row) => ({
        ...named(row.product_key),
        quantity: Number(row.quantity),
        amount: fromMicros(Number(row.amount)),
      })),
    },
    adjustments: {
      count: Number(adjustments.n),
      credited: fromMicros(Number(adjustments.credited ?? 0)),
      debited: fromMicros(-Number(adjustments.debited ?? 0)),
    },
  };
}
