import { guardOf } from '../../http/resourceRoutes';
import { billsResource } from '../../../contract';
import type { FastifyInstance } from 'fastify';
import {
  billSpend,
  downloadBill,
  downloadBillDetails,
  getBill,
  listBillDetails,
  listBills,
} from '../../../contract';
import { notFound } from '../../errors';
import { downloadRoute } from '../../http/downloadRoute';
import { route } from '../../http/route';
import { billXlsx, detailsCsv } from './files';
import { checkMonthRange, findBill, findBills, findDetails, spendByMonth, toBill } from './repo';

/** Bills (monthly statements and prepayments), their details, downloads and spend. */
export default async function billRoutes(app: FastifyInstance) {
  const permission = guardOf(billsResource);

  route(
    app,
    listBills,
    async ({ auth, query }) => {
      checkMonthRange(query);
      return findBills(app.db, auth.mainId, query);
    },
    permission,
  );

  route(
    app,
    getBill,
    async ({ auth, params }) => {
      const row = await findBill(app.db, auth.mainId, params.id);
      if (!row) throw notFound();
      return toBill(row);
    },
    permission,
  );

  downloadRoute(
    app,
    downloadBill,
    async ({ auth, params, language }) => {
      const row = await findBill(app.db, auth.mainId, params.id);
      if (!row) throw notFound();
      return billXlsx(app.db, row, toBill(row), language);
    },
    permission,
  );

  route(
    app,
    listBillDetails,
    async ({ auth, query }) => {
      const { page, pageSize, sort, order, ...filters } = query;
      checkMonthRange(filters);
      return findDetails(app.db, auth.mainId, filters, { page, pageSize, sort, order });
    },
    permission,
  );

  downloadRoute(
    app,
    downloadBillDetails,
    async ({ auth, query, language }) => {
      const { sort: _sort, order: _order, ...filters } = query;
      checkMonthRange(filters);
      return detailsCsv(app.db, auth.mainId, filters, language);
    },
    permission,
  );

  route(
    app,
    billSpend,
    async ({ auth, query }) => {
      checkMonthRange(query);
      return spendByMonth(app.db, auth.mainId, query);
    },
    permission,
  );
}
