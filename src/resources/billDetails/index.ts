import { listBillDetails, MESSAGE_TYPES } from '../../../contract/bills';
import { defineResource } from '../define';

/**
 * Bill details (spec section 3): the usage lines of a month range (at most 12 months),
 * filtered by product, country and message type; the second tab of /billing/bill.
 */
export const billDetails = defineResource({
  name: 'billing/bill-details',
  permission: 'bill',
  api: { list: listBillDetails },
  views: { list: () => import('./BillDetailsList') },
  fields: [
    { source: 'id', kind: 'text', list: true },
    { source: 'date', kind: 'text', list: true },
    { source: 'productKey', kind: 'reference', lookup: 'product', list: true, filter: true },
    { source: 'country', kind: 'text', list: true, filter: true },
    {
      source: 'messageType',
      kind: 'enum',
      enum: 'messageType',
      values: MESSAGE_TYPES,
      list: true,
      filter: true,
    },
    { source: 'quantity', kind: 'text', list: true, align: 'right' },
    { source: 'unitPrice', kind: 'money', unitPrice: true, list: true },
    { source: 'amount', kind: 'money', list: true },
  ],
});
