import type { Kysely } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema';
import { cancelExpiredOrders, setOrderStatus } from '../orders/store';

import { REASONS } from '../orders/reasons';

export const TIMEOUT_REASON = REASONS.timeout;

/** Cancels one online order left unpaid past its time; true when this call cancelled it. */
export function expireIfDue(db: Kysely<Database>, order: OrdersTable, now = Date.now()) {
  if (order.status !== 'unpaid' || order.expires_at === null || order.expires_at > now)
    return Promise.resolve(false);
  return setOrderStatus(db, order, { to: 'cancel', failureReason: TIMEOUT_REASON, now });
}

/** Cancels every online order left unpaid past its time (the server runs it every minute). */
export const sweepExpired = (db: Kysely<Database>, timeoutMs: number, now = Date.now()) =>
  cancelExpiredOrders(db, TIMEOUT_REASON, timeoutMs, now);
