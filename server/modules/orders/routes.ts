import { guardOf } from '../../lib/resourceRoutes';
import { ordersResource } from '../../../contract';
import type { FastifyInstance } from 'fastify';
import { getOrder, listOrders } from '../../../contract';
import { notFound } from '../../errors';
import { route } from '../../lib/route';
import { localOrder } from './order';
import { findOrder, findOrders } from './repo';

/** Orders of the caller's account: paged, sorted and filtered list, and one order. */
export default async function orderRoutes(app: FastifyInstance) {
  route(
    app,
    listOrders,
    async ({ auth, query, language }) => {
      const { page, pageSize, sort, order, ...filters } = query;
      const { rows, total, totalCapped } = await findOrders(app.db, auth.mainId, filters, {
        page,
        pageSize,
        sort,
        order,
      });
      return { list: rows.map((row) => localOrder(row, language)), total, totalCapped };
    },
    guardOf(ordersResource),
  );

  route(
    app,
    getOrder,
    async ({ auth, params, language }) => {
      const row = await findOrder(app.db, auth.mainId, params.id);
      if (!row) throw notFound();
      return localOrder(row, language);
    },
    guardOf(ordersResource),
  );
}
