import { randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { OrdersTable } from '../../db/schema';
import { newId, newOrderNo } from '../../lib/ids';
import { REASONS } from '../../modules/orders/reasons';
import { DEFAULT_PAY_TIMEOUT_MINUTES } from '../../config';

const DAY_MS = 86_400_000;
const ONLINE_STATUSES = ['paid', 'paid', 'paid', 'paid', 'unpaid', 'cancel', 'failed'] as const;
const OFFLINE_STATUSES = ['paid', 'paid', 'pending', 'failed'] as const;
const CHANNELS = ['card', 'wechat', 'alipay', 'unionpay'] as const;
/** Top-ups are most orders; deductions, transfers and adjustments come from the wallet side. */
const TYPES = ['top_up', 'top_up', 'top_up', 'deduction', 'transfer', 'adjust'] as const;
const PRODUCTS = [
  'whatsapp',
  'sms_verification',
  'sms_promotion',
  'otp_sms',
  'number_status',
] as const;
const AMOUNTS_USD = [10, 25, 50, 100, 200, 500, 1000, 2500] as const;

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)];

type Kind = Pick<OrdersTable, 'status' | 'payment_method' | 'financial_type' | 'audit_status'>;

/**
 * A combination that happens: a top-up is paid online (paid, unpaid, cancelled after its
 * time, declined) or by bank transfer (paid once audited, pending, refused); a transfer is a
 * balance payment, paid at once; a deduction and an operator's adjustment are settled on the
 * wallet, so they are paid and never online.
 */
function kindOfOrder(): Kind {
  const type = pick(TYPES);
  if (type === 'transfer' || type === 'deduction')
    return {
      financial_type: type,
      payment_method: 'balance',
      status: 'paid',
      audit_status: 'none',
    };
  if (type === 'adjust')
    return {
      financial_type: type,
      payment_method: 'offline',
      status: 'paid',
      audit_status: 'pass',
    };
  if (randomInt(4) === 0) {
    const status = pick(OFFLINE_STATUSES);
    const audit = status === 'paid' ? 'pass' : status === 'failed' ? 'refused' : 'pending';
    return { financial_type: type, payment_method: 'offline', status, audit_status: audit };
  }
  return {
    financial_type: type,
    payment_method: 'online',
    status: pick(ONLINE_STATUSES),
    audit_status: 'none',
  };
}

const FAILURE: Record<string, string | null> = {
  online: REASONS.cardDeclined,
  offline: REASONS.transferNotReceived,
};

/**
 * One plausible order of an account, created some time in the last `spanDays` days; only the
 * columns the first orders table had and later ones that need a value, so an older schema
 * (a migration's test) takes it too.
 */
export function makeOrder(
  mainId: string,
  accountId: string,
  now: number,
  spanDays: number,
): Insertable<OrdersTable> {
  const createdAt = now - randomInt(spanDays * DAY_MS);
  const kind = kindOfOrder();
  const amount = pick(AMOUNTS_USD) * 1_000_000 + (randomInt(4) === 0 ? randomInt(100) * 10_000 : 0);
  const paid = kind.status === 'paid';
  const online = kind.payment_method === 'online';
  return {
    id: newId(createdAt),
    main_id: mainId,
    account_id: accountId,
    order_no: newOrderNo(createdAt),
    ...kind,
    product_key: pick(PRODUCTS),
    amount_micros: amount,
    paid_micros: paid ? amount : 0,
    trade_time: paid ? createdAt + randomInt(600_000) : null,
    created_at: createdAt,
    paid_at: paid ? createdAt + randomInt(600_000) : null,
    failure_reason: kind.status === 'failed' ? (FAILURE[kind.payment_method] ?? null) : null,
    channel: online ? pick(CHANNELS) : null,
    provider: online ? 'sandbox' : null,
    provider_ref: null,
    // an unpaid online order waits for its payment as a real one does, then times out
    expires_at:
      online && kind.status === 'unpaid' ? createdAt + DEFAULT_PAY_TIMEOUT_MINUTES * 60_000 : null,
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
