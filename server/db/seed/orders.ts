import { randomInt } from 'node:crypto';
import type { Db } from '../connect';
import type { OrdersTable } from '../schema';
import { newId, newOrderNo } from '../../lib/ids';

const DAY_MS = 86_400_000;
const STATUSES = ['paid', 'paid', 'paid', 'paid', 'pending', 'unpaid', 'cancel', 'failed'] as const;
const METHODS = ['online', 'online', 'offline', 'balance'] as const;
const CHANNELS = ['card', 'wechat', 'alipay', 'unionpay'] as const;
const TYPES = ['top_up', 'top_up', 'deduction', 'transfer', 'adjust'] as const;
const PRODUCTS = [
  'whatsapp',
  'sms_verification',
  'sms_promotion',
  'otp_sms',
  'number_status',
] as const;
const AMOUNTS_USD = [10, 25, 50, 100, 200, 500, 1000, 2500] as const;

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)];

/** One plausible order of an account, created some time in the last `spanDays` days. */
export function makeOrder(
  mainId: string,
  accountId: string,
  now: number,
  spanDays: number,
): OrdersTable {
  const createdAt = now - randomInt(spanDays * DAY_MS);
  const status = pick(STATUSES);
  const paymentMethod = pick(METHODS);
  const amount = pick(AMOUNTS_USD) * 1_000_000 + (randomInt(4) === 0 ? randomInt(100) * 10_000 : 0);
  const paid = status === 'paid';
  return {
    id: newId(createdAt),
    main_id: mainId,
    account_id: accountId,
    order_no: newOrderNo(createdAt),
    status,
    audit_status:
      paymentMethod === 'offline'
        ? paid
          ? 'pass'
          : status === 'failed'
            ? 'refused'
            : 'pending'
        : 'none',
    payment_method: paymentMethod,
    financial_type: pick(TYPES),
    product_key: pick(PRODUCTS),
    amount_micros: amount,
    paid_micros: paid ? amount : 0,
    trade_time: paid ? createdAt + randomInt(600_000) : null,
    created_at: createdAt,
    paid_at: paid ? createdAt + randomInt(600_000) : null,
    failure_reason: status === 'failed' ? 'The card issuer declined the payment.' : null,
    channel: paymentMethod === 'online' ? pick(CHANNELS) : null,
    provider: paymentMethod === 'online' ? 'sandbox' : null,
    provider_ref: null,
    expires_at: null,
  };
}

const BATCH = 1000;

/** Inserts `count` orders for an account in batches; returns how many. */
export async function insertOrders(
  db: Db,
  mainId: string,
  accountId: string,
  count: number,
  spanDays = 365,
) {
  const now = Date.now();
  // order numbers are random per day: among a million, a few repeat; those are drawn again
  for (let done = 0; done < count;) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, () =>
      makeOrder(mainId, accountId, now, spanDays),
    );
    const [result] = await db.kysely
      .insertInto('orders')
      .values(rows)
      .onConflict((conflict) => conflict.column('order_no').doNothing())
      .execute();
    done += Number(result?.numInsertedOrUpdatedRows ?? 0);
  }
  return count;
}
