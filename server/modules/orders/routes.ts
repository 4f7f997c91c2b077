import { guardOf } from '../../lib/resourceRoutes';
import { ordersResource } from '../../../contract';
import type { FastifyInstance } from 'fastify';
import { getOrder, listOrders } from '../../../contract';
import { notFound } from '../../errors';
import { route } from '../../lib/route';
import { toOrder } from './order';
import { findOrder, findOrders } from './repo';

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
    guardOf(ordersResource),
  );

  route(
    app,
    getOrder,
    async ({ auth, params }) => {
      const row = await findOrder(app.db, auth.mainId, params.id);
      if (!row) throw notFound();
      return toOrder(row);
    },
    guardOf(ordersResource),
  );
}
