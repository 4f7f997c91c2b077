import { guardOf } from '../../http/resourceRoutes';
import { ordersResource } from '../../../contract';
import type { FastifyInstance } from 'fastify';
import { getOrder, listOrders } from '../../../contract';
import { notFound } from '../../errors';
import { route } from '../../http/route';
import { keptFirstPages } from './firstPages';
import { localOrder } from './order';
import { listVersion } from './pages';
import { findOrder, findOrders } from './repo';

/** Orders of the caller's account: paged, sorted and filtered list, and one order. */
export default async function orderRoutes(app: FastifyInstance) {
  const firstPages = keptFirstPages();
  route(
    app,
    listOrders,
    async ({ auth, query, language }) => {
      const { page, pageSize, sort, order, ...filters } = query;
      // read before the page: a page kept under it is as new as the version or newer
      const version = page === 1 ? await listVersion(app.db, auth.mainId) : null;
      if (version !== null) {
        const kept = firstPages.find(auth.mainId, language, query, version);
        if (kept) return kept;
      }
      const { rows, total, totalCapped } = await findOrders(app.db, auth.mainId, filters, {
        page,
        pageSize,
        sort,
        order,
      });
      const list = { list: rows.map((row) => localOrder(row, language)), total, totalCapped };
      return version === null ? list : firstPages.keep(auth.mainId, language, query, version, list);
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
