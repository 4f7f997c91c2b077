import { actorOf } from '../auditLog/record';
import { guardOf } from '../../http/resourceRoutes';
import { invoicesResource } from '../../../contract';
import type { FastifyInstance } from 'fastify';
import {
  createInvoice,
  getInvoice,
  invoiceableOrders as availableOrdersCall,
  invoicePdf as invoicePdfCall,
  listInvoices,
  revokeInvoice,
} from '../../../contract';
import { AppError, notFound } from '../../errors';
import { Codes } from '../../../contract';
import { downloadRoute } from '../../http/downloadRoute';
import { route } from '../../http/route';
import { toOrder } from '../orders/order';
import { invoicePdf } from './pdf';
import {
  findInvoice,
  findInvoices,
  invoiceableOrders,
  MAX_AVAILABLE_ORDERS,
  savedDetails,
} from './repo';
import { applyForInvoice, moveInvoice } from './service';
import { reviewReasonText } from '../../lib/reviewReason';

/** Invoice management: list, apply, detail, revoke while Processing, PDF once issued. */
export default async function invoiceRoutes(app: FastifyInstance) {
  const permission = guardOf(invoicesResource);

  route(
    app,
    listInvoices,
    ({ auth, query }) => findInvoices(app.db, auth.mainId, query),
    permission,
  );

  route(
    app,
    availableOrdersCall,
    async ({ auth }) => {
      const [rows, saved] = await Promise.all([
        invoiceableOrders(app.db, auth.mainId)
          .orderBy('orders.created_at', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(MAX_AVAILABLE_ORDERS)
          .execute(),
        savedDetails(app.db, auth.mainId),
      ]);
      return {
        list: rows.map(toOrder),
        feeBasisPoints: app.config.invoiceFeeBasisPoints,
        savedDetails: saved,
      };
    },
    permission,
  );

  route(
    app,
    getInvoice,
    async ({ auth, params, language }) => {
      const found = await findInvoice(app.db, auth.mainId, params.id);
      if (!found) throw notFound();
      const { invoice, row } = found;
      return {
        ...invoice,
        statusReason: reviewReasonText(language, row.review_reason, invoice.statusReason),
      };
    },
    permission,
  );

  route(
    app,
    createInvoice,
    ({ auth, body, request }) =>
      applyForInvoice(app.db, {
        mainId: auth.mainId,
        accountId: auth.accountId,
        actor: actorOf(request, auth),
        orderIds: body.orderIds,
        details: body.details,
        feeBasisPoints: app.config.invoiceFeeBasisPoints,
      }),
    permission,
  );

  route(
    app,
    revokeInvoice,
    ({ auth, params, request }) =>
      moveInvoice(app.db, {
        mainId: auth.mainId,
        id: params.id,
        to: 'revoked',
        actor: actorOf(request, auth),
      }),
    permission,
  );

  downloadRoute(
    app,
    invoicePdfCall,
    async ({ auth, params, language }) => {
      const found = await findInvoice(app.db, auth.mainId, params.id);
      if (!found) throw notFound();
      if (found.invoice.status !== 'invoiced' || !found.invoice.invoiceNo)
        throw new AppError(Codes.conflict, 409, 'billingApi.invoiceNotIssued');
      return {
        filename: `invoice-${found.invoice.invoiceNo}.pdf`,
        contentType: 'application/pdf',
        body: await invoicePdf(found.invoice, language, app.config.invoiceIssuer),
      };
    },
    permission,
  );
}
