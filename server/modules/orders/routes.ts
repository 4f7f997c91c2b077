import type { FastifyInstance } from 'fastify';
import {
  auditStatus,
  financialType,
  fromMicros,
  getOrder,
  listOrders,
  orderStatus,
  paymentMethod,
  type Order,
} from '../../../contract';
import type { OrdersTable } from '../../db/schema';
import { notFound } from '../../errors';
import { route } from '../../lib/route';
import { findOrder, findOrders } from './repo';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A row as the contract's Order; enum columns are checked, not trusted. */
export const toOrder = (row: OrdersTable): Order => ({
  id: row.id,
  orderNo: row.order_no,
  status: orderStatus.parse(row.status),
  auditStatus: auditStatus.parse(row.audit_status),
  tradeTime: iso(row.trade_time),
  amount: fromMicros(row.amount_micros),
  paidAmount: fromMicros(row.paid_micros),
  createdAt: new Date(row.created_at).toISOString(),
  paidAt: iso(row.paid_at),
  paymentMethod: paymentMethod.parse(row.payment_method),
  financialType: financialType.parse(row.financial_type),
  productKey: row.product_key,
  accountNo: row.account_id,
  failureReason: row.failure_reason,
});

/** Orders of the caller's account: paged, sorted and filtered list, and one order. */
export default async function orderRoutes(app: FastifyInstance) {
  route(
    app,
    listOrders,
    async ({ auth, query }) => {
      const { page, pageSize, sort, order, ...filters } = query;
      const { rows, total, totalCapped } = await findOrders(app.db, auth.mainId, filters, {
        page,
        pageSize,
        sort,
        order,
      });
      return { list: rows.map(toOrder), total, totalCapped };
    },
    { permission: 'order' },
  );

  route(
    app,
    getOrder,
    async ({ auth, params }) => {
      const row = await findOrder(app.db, auth.mainId, params.id);
      if (!row) throw notFound();
      return toOrder(row);
    },
    { permission: 'order' },
  );
}
