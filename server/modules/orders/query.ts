import type { SelectQueryBuilder } from 'kysely';
import type { OrderFilters, ORDER_SORTABLE } from '../../../contract';
import type { Db } from '../../db/connect';
import type { Database, OrdersTable } from '../../db/schema';

export const SORT_COLUMNS = {
  createdAt: 'created_at',
  amount: 'amount_micros',
  paidAt: 'paid_at',
  orderNo: 'order_no',
} as const satisfies Record<(typeof ORDER_SORTABLE)[number], keyof OrdersTable>;

export type SortColumn = (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS];

const DAY_MS = 86_400_000;

/** A filter bound in epoch ms: a bare date covers its whole (UTC) day. */
const bound = (value: string, end: boolean) => {
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = Date.parse(isDate ? `${value}T00:00:00Z` : value);
  return end && isDate ? time + DAY_MS - 1 : time;
};

export type OrdersQuery = SelectQueryBuilder<Database, 'orders', object>;

/**
 * Order numbers are upper-case letters and digits, so "starts with" is a byte range that the
 * (main_id, order_no) index answers (PostgreSQL compares this column in "C" order).
 */
const orderNoPrefix = (query: OrdersQuery, prefix: string): OrdersQuery =>
  query
    .where('order_no', '>=', prefix.toUpperCase())
    .where('order_no', '<', `${prefix.toUpperCase()}\u007f`);

/** The orders of one account that match the list's filters. */
export function filteredOrders(db: Db, mainId: string, filters: OrderFilters): OrdersQuery {
  let q = db.kysely.selectFrom('orders').where('main_id', '=', mainId);
  if (filters.orderNo) q = orderNoPrefix(q, filters.orderNo);
  if (filters.status) q = q.where('status', '=', filters.status);
  if (filters.auditStatus) q = q.where('audit_status', '=', filters.auditStatus);
  if (filters.paymentMethod) q = q.where('payment_method', '=', filters.paymentMethod);
  if (filters.financialType) q = q.where('financial_type', '=', filters.financialType);
  if (filters.productKey) q = q.where('product_key', '=', filters.productKey);
  if (filters.createdFrom) q = q.where('created_at', '>=', bound(filters.createdFrom, false));
  if (filters.createdTo) q = q.where('created_at', '<=', bound(filters.createdTo, true));
  return q;
}
