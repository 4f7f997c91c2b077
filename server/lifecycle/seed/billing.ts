import type { Db } from '../../db/connect';
import { invoiceableOrders } from '../../modules/invoices/repo';
import { applyForInvoice, moveInvoice } from '../../modules/invoices/service';

export const DEMO_INVOICE_DETAILS = {
  companyName: 'Demo Trading Ltd.',
  companyAddress: '18 Harbour Road, Wan Chai, Hong Kong',
  taxNumber: 'HK-61234567',
  streetAddress: '18 Harbour Road',
  apartment: 'Suite 2501',
  country: 'Hong Kong',
  city: 'Hong Kong',
};

/**
 * Invoice history of the demo account: an issued invoice and one still processing, each
 * for two of its oldest paid top-ups, through the real application and state machine.
 */
export async function seedInvoices(db: Db, mainId: string) {
  const orders = await invoiceableOrders(db, mainId)
    .orderBy('orders.created_at', 'asc')
    .limit(4)
    .execute();
  if (orders.length < 4) return;
  const apply = (ids: string[]) =>
    applyForInvoice(db, {
      mainId,
      accountId: mainId,
      orderIds: ids,
      details: DEMO_INVOICE_DETAILS,
      feeBasisPoints: 100,
    });
  const issued = await apply([orders[0].id, orders[1].id]);
  await moveInvoice(db, { mainId, id: issued.id, to: 'invoicing' });
  await moveInvoice(db, { mainId, id: issued.id, to: 'invoiced' });
  await apply([orders[2].id, orders[3].id]);
}
