import { invoiceStatus } from '../../../contract/enums';
import { getInvoice, listInvoices } from '../../../contract/invoices';
import { defineResource } from '../define';

/**
 * Invoice management (spec section 3: Invoice application): the list with status and time
 * filters; applying and the detail page are custom pages of the billing area.
 */
export const invoices = defineResource({
  name: 'billing/invoice',
  permission: 'bill',
  api: { list: listInvoices, one: getInvoice },
  recordRepresentation: 'applicationNo',
  views: { list: () => import('./InvoiceList') },
  fields: [
    { source: 'applicationNo', kind: 'text', list: true },
    {
      source: 'createdAt',
      kind: 'datetime',
      list: true,
      filter: { from: 'createdFrom', to: 'createdTo' },
    },
    { source: 'receiptHeader', kind: 'text', list: true },
    { source: 'taxId', kind: 'text', list: true },
    { source: 'amount', kind: 'money', list: true },
    {
      source: 'status',
      kind: 'enum',
      enum: 'invoiceStatus',
      values: invoiceStatus.options,
      colors: {
        processing: 'info',
        invoicing: 'warning',
        invoiced: 'success',
        rejected: 'error',
        revoked: 'default',
        billing_failure: 'error',
      },
      list: true,
      filter: true,
    },
    { source: 'fee', kind: 'money', list: true },
    { source: 'subtotal', kind: 'money', list: true },
    { source: 'orderCount', kind: 'text' },
  ],
});
