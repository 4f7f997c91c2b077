import { invoicesResource } from '../../../contract/invoices';
import { defineResource } from '../define';

/** The console's side of the declaration: the screens it adds. */
export const invoices = defineResource({
  ...invoicesResource,
  views: { list: () => import('./InvoiceList'), create: false },
});
