import {
  auditStatus,
  financialType,
  fromMicros,
  orderStatus,
  paymentMethod,
  type Language,
  type Order,
} from '../../../contract';
import type { OrdersTable } from '../../db/schema';
import { enumValue } from '../../lib/enumValue';
import { isoTime, isoTimeOrNull } from '../../lib/isoTime';
import { reviewReasonText } from '../../lib/reviewReason';
import { localReason } from './reasons';

/** The columns an Order is made of: lists read these and no others. */
export const ORDER_COLUMNS = [
  'id',
  'order_no',
  'status',
  'audit_status',
  'trade_time',
  'amount_micros',
  'paid_micros',
  'created_at',
  'paid_at',
  'payment_method',
  'financial_type',
  'product_key',
  'account_id',
  'failure_reason',
  'review_reason',
  'expires_at',
] as const satisfies readonly (keyof OrdersTable)[];

export type OrderRow = Pick<OrdersTable, (typeof ORDER_COLUMNS)[number]>;

const statusOf = enumValue(orderStatus);
const auditStatusOf = enumValue(auditStatus);
const paymentMethodOf = enumValue(paymentMethod);
const financialTypeOf = enumValue(financialType);

/** A row as the contract's Order; enum columns are checked, not trusted. */
export const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  orderNo: row.order_no,
  status: statusOf(row.status),
  auditStatus: auditStatusOf(row.audit_status),
  tradeTime: isoTimeOrNull(row.trade_time),
  amount: fromMicros(row.amount_micros),
  paidAmount: fromMicros(row.paid_micros),
  createdAt: isoTime(row.created_at),
  paidAt: isoTimeOrNull(row.paid_at),
  paymentMethod: paymentMethodOf(row.payment_method),
  financialType: financialTypeOf(row.financial_type),
  productKey: row.product_key,
  accountNo: row.account_id,
  failureReason: row.failure_reason,
  expiresAt: row.status === 'unpaid' ? isoTimeOrNull(row.expires_at) : null,
});

/** An order as the caller reads it: the failure reasons the platform writes, in their language. */
export const localOrder = (row: OrderRow, language: Language): Order => {
  const order = toOrder(row);
  order.failureReason =
    row.review_reason === null
      ? localReason(order.failureReason, language)
      : reviewReasonText(language, row.review_reason, order.failureReason);
  return order;
};
