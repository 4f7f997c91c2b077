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

const DAY_MS = 86_400_000;

/** A filter bound in epoch ms: a bare date covers its whole (UTC) day. */
const bound = (value: string, end: boolean) => {
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = Date.parse(isDate ? `${value}T00:00:00Z` : value);
  return end && isDate ? time + DAY_MS - 1 : time;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type OrdersQuery = SelectQueryBuilder<Database, 'orders', object>;

export function applyFilters(
  query: OrdersQuery,
  mainId: string,
  filters: OrderFilters,
): OrdersQuery {
  let q = query.where('main_id', '=', mainId);
  if (filters.orderNo) q = q.where('order_no', 'like', `${escapeLike(filters.orderNo)}%`);
  if (filters.status) q = q.where('status', '=', filters.status);
  if (filters.auditStatus) q = q.where('audit_status', '=', filters.auditStatus);
  if (filters.paymentMethod) q = q.where('payment_method', '=', filters.paymentMethod);
  if (filters.financialType) q = q.where('financial_type', '=', filters.financialType);
  if (filters.productKey) q = q.where('product_key', '=', filters.productKey);
  if (filters.createdFrom) q = q.where('created_at', '>=', bound(filters.createdFrom, false));
  if (filters.createdTo) q = q.where('created_at', '<=', bound(filters.createdTo, true));
  return q;
}

export interface OrderPage {
  page: number;
  pageSize: number;
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
}

/** One page of an account's orders and the total that matches, both from indexed SQL. */
export async function findOrders(db: Db, mainId: string, filters: OrderFilters, page: OrderPage) {
  const base = applyFilters(db.kysely.selectFrom('orders'), mainId, filters);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(SORT_COLUMNS[page.sort], page.order)
      .orderBy('id', page.order)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findOrder(db: Db, mainId: string, id: string) {
  return db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('main_id', '=', mainId)
    .where('id', '=', id)
    .executeTakeFirst();
}
