import { auditStatus, financialType, orderStatus, paymentMethod } from '../../../contract/enums';
import { getOrder, listOrders } from '../../../contract/orders';
import { defineResource } from '../define';

/**
 * Orders (spec sections 3 and 4), the example every resource copies: the calls come
 * from the contract, each field is declared once with where it appears, and the list,
 * filters and show view are generated from this object.
 */
export const orders = defineResource({
  name: 'billing/order',
  permission: 'order',
  api: { list: listOrders, one: getOrder },
  recordRepresentation: 'orderNo',
  views: { list: () => import('./OrderList') },
  fields: [
    { source: 'orderNo', kind: 'text', list: true, filter: true },
    {
      source: 'status',
      kind: 'enum',
      enum: 'orderStatus',
      values: orderStatus.options,
      colors: {
        paid: 'success',
        pending: 'info',
        unpaid: 'warning',
        cancel: 'default',
        failed: 'error',
      },
      list: true,
      filter: true,
    },
    {
      source: 'auditStatus',
      kind: 'enum',
      enum: 'auditStatus',
      values: auditStatus.options,
      colors: {
        pending: 'warning',
        pass: 'success',
        refused: 'error',
        none: 'default',
        reviewed: 'info',
      },
      list: true,
      filter: true,
    },
    { source: 'productKey', kind: 'reference', lookup: 'product', list: true, filter: true },
    { source: 'amount', kind: 'money', list: true },
    { source: 'paidAmount', kind: 'money', list: true },
    {
      source: 'paymentMethod',
      kind: 'enum',
      enum: 'paymentMethod',
      values: paymentMethod.options,
      list: true,
      filter: true,
    },
    {
      source: 'financialType',
      kind: 'enum',
      enum: 'financialType',
      values: financialType.options,
      list: true,
      filter: true,
    },
    {
      source: 'createdAt',
      kind: 'datetime',
      list: true,
      filter: { from: 'createdFrom', to: 'createdTo' },
    },
    { source: 'paidAt', kind: 'datetime' },
    { source: 'id', kind: 'text' },
    { source: 'tradeTime', kind: 'datetime' },
    { source: 'accountNo', kind: 'text' },
    { source: 'failureReason', kind: 'text' },
  ],
});
