import { billType, getBill, listBills } from '../../../contract/bills';
import { defineResource } from '../define';

/**
 * Monthly bill (spec section 3: Bill): monthly statements per product and prepayments,
 * the first tab of /billing/bill; each row downloads as XLSX.
 */
export const bills = defineResource({
  name: 'billing/bill',
  permission: 'bill',
  api: { list: listBills, one: getBill },
  recordRepresentation: 'billNo',
  views: { list: () => import('./BillList') },
  fields: [
    { source: 'billNo', kind: 'text', list: true },
    { source: 'productKey', kind: 'reference', lookup: 'product', list: true, filter: true },
    { source: 'month', kind: 'text', list: true },
    { source: 'corporateName', kind: 'text', list: true },
    {
      source: 'billType',
      kind: 'enum',
      enum: 'billType',
      values: billType.options,
      colors: { prepayment: 'info', monthly: 'primary' },
      list: true,
      filter: true,
    },
    { source: 'itemCount', kind: 'text', list: true },
    { source: 'amount', kind: 'money', list: true },
    { source: 'createdAt', kind: 'datetime' },
  ],
});
