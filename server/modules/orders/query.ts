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

/** The filters as the query compares them: epoch-ms bounds, order-number prefix as a range. */
export interface FilterValues {
  orderNoFrom?: string;
  orderNoTo?: string;
  status?: string;
  auditStatus?: string;
  paymentMethod?: string;
  financialType?: string;
  productKey?: string;
  createdFrom?: number;
  createdTo?: number;
}

/**
 * Order numbers are upper-case letters and digits, so "starts with" is a byte range that the
 * (main_id, order_no) index answers (PostgreSQL compares this column in "C" order).
 */
export function filterValues(filters: OrderFilters): FilterValues {
  const prefix = filters.orderNo?.toUpperCase();
  const values: FilterValues = {
    orderNoFrom: prefix,
    orderNoTo: prefix && `${prefix}\u007f`,
    status: filters.status,
    auditStatus: filters.auditStatus,
    paymentMethod: filters.paymentMethod,
    financialType: filters.financialType,
    productKey: filters.productKey,
    createdFrom: filters.createdFrom ? bound(filters.createdFrom, false) : undefined,
    createdTo: filters.createdTo ? bound(filters.createdTo, true) : undefined,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The orders of one account that match filter values (which may be a prepared query's slots). */
export function matchingOrders(db: Db, mainId: string, values: FilterValues): OrdersQuery {
  let q = db.kysely.selectFrom('orders').where('main_id', '=', mainId);
  if (values.orderNoFrom !== undefined && values.orderNoTo !== undefined)
    q = q.where('order_no', '>=', values.orderNoFrom).where('order_no', '<', values.orderNoTo);
  if (values.status !== undefined) q = q.where('status', '=', values.status);
  if (values.auditStatus !== undefined) q = q.where('audit_status', '=', values.auditStatus);
  if (values.paymentMethod !== undefined) q = q.where('payment_method', '=', values.paymentMethod);
  if (values.financialType !== undefined) q = q.where('financial_type', '=', values.financialType);
  if (values.productKey !== undefined) q = q.where('product_key', '=', values.productKey);
  if (values.createdFrom !== undefined) q = q.where('created_at', '>=', values.createdFrom);
  if (values.createdTo !== undefined) q = q.where('created_at', '<=', values.createdTo);
  return q;
}

/** The orders of one account that match the list's filters. */
export const filteredOrders = (db: Db, mainId: string, filters: OrderFilters): OrdersQuery =>
  matchingOrders(db, mainId, filterValues(filters));
