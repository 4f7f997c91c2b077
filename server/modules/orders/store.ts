import type { Kysely } from 'kysely';
import type { AuditStatus, FinancialType, OrderStatus, PaymentMethod } from '../../../contract';
import type { Database, OrdersTable } from '../../db/schema';
import { newId, newOrderNo } from '../../lib/ids';

export interface NewOrder {
  mainId: string;
  /** The account whose wallet the order credits or debits. */
  accountId: string;
  status: OrderStatus;
  auditStatus: AuditStatus;
  paymentMethod: PaymentMethod;
  financialType: FinancialType;
  productKey: string;
  amountMicros: number;
  channel?: string | null;
  provider?: string | null;
  expiresAt?: number | null;
  now?: number;
}

/**
 * The states an order may go to from each state (spec section 4 lists the states, not the
 * moves): unpaid online orders are paid, fail or are cancelled (timeout); pending offline
 * orders are passed (paid) or refused (failed). Paid, cancel and failed are final.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  unpaid: ['paid', 'failed', 'cancel'],
  pending: ['paid', 'failed'],
  paid: [],
  cancel: [],
  failed: [],
};

/** Order numbers drawn before giving up: a repeat is rare (10 random digits a day), two in a row rarer still. */
const ORDER_NO_ATTEMPTS = 5;

/**
 * Creates an order: the one place orders are written from. An order number that is
 * already taken (numbers are random within a day) is drawn again rather than failing the
 * top-up; `drawOrderNo` is replaceable for tests.
 */
export async function createOrder(
  db: Kysely<Database>,
  order: NewOrder,
  drawOrderNo: (now: number) => string = newOrderNo,
): Promise<OrdersTable> {
  const now = order.now ?? Date.now();
  const paid = order.status === 'paid';
  const row: OrdersTable = {
    id: newId(now),
    main_id: order.mainId,
    account_id: order.accountId,
    order_no: '',
    status: order.status,
    audit_status: order.auditStatus,
    payment_method: order.paymentMethod,
    financial_type: order.financialType,
    product_key: order.productKey,
    amount_micros: order.amountMicros,
    paid_micros: paid ? order.amountMicros : 0,
    trade_time: paid ? now : null,
    created_at: now,
    paid_at: paid ? now : null,
    failure_reason: null,
    channel: order.channel ?? null,
    provider: order.provider ?? null,
    provider_ref: null,
    expires_at: order.expiresAt ?? null,
    review_reason: null,
  };
  for (let attempt = 0; attempt < ORDER_NO_ATTEMPTS; attempt += 1) {
    row.order_no = drawOrderNo(now);
    // DO NOTHING keeps a PostgreSQL transaction usable, where a unique violation would end it
    const [result] = await db
      .insertInto('orders')
      .values(row)
      .onConflict((conflict) => conflict.column('order_no').doNothing())
      .execute();
    if (Number(result?.numInsertedOrUpdatedRows ?? 0) === 1) return row;
  }
  throw new Error(`no free order number after ${ORDER_NO_ATTEMPTS} draws`);
}

export interface StatusChange {
  to: OrderStatus;
  auditStatus?: AuditStatus;
  failureReason?: string | null;
  providerRef?: string | null;
  now?: number;
}

/**
 * Moves an order from `from` to `change.to` if it is still in `from` (a conditional UPDATE,
 * so two racing writers cannot both move it). True when this call moved it.
 */
export async function setOrderStatus(
  db: Kysely<Database>,
  order: Pick<OrdersTable, 'id' | 'status' | 'amount_micros'>,
  change: StatusChange,
): Promise<boolean> {
  const from = order.status as OrderStatus;
  if (!ORDER_TRANSITIONS[from]?.includes(change.to)) return false;
  const now = change.now ?? Date.now();
  const paid = change.to === 'paid';
  const result = await db
    .updateTable('orders')
    .set({
      status: change.to,
      ...(change.auditStatus && { audit_status: change.auditStatus }),
      ...(change.failureReason !== undefined && { failure_reason: change.failureReason }),
      ...(change.providerRef && { provider_ref: change.providerRef }),
      ...(paid && { paid_micros: order.amount_micros, paid_at: now, trade_time: now }),
    })
    .where('id', '=', order.id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Cancels every order left unpaid past its `expires_at`, and every online one without it
 * (made before orders had one) unpaid for longer than `timeoutMs`; how many it cancelled.
 */
export async function cancelExpiredOrders(
  db: Kysely<Database>,
  reason: string,
  timeoutMs: number,
  now = Date.now(),
) {
  const result = await db
    .updateTable('orders')
    .set({ status: 'cancel', failure_reason: reason })
    .where('status', '=', 'unpaid')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb.and([
          eb('expires_at', 'is', null),
          eb('payment_method', '=', 'online'),
          eb('created_at', '<=', now - timeoutMs),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
