import { declareResource } from './resource';
import { z } from 'zod';
import { defineCall } from './call';
import { auditStatus, financialType, orderStatus, paymentMethod } from './enums';
import { cappedListOf, dateOrDateTime, isoDateTime, listQuery, idParams } from './list';
import { money } from './money';
import { onFirstUse } from './onFirstUse';

/** An order (spec section 3). Money as decimal strings, times as ISO-8601. */
export const order = onFirstUse(() =>
  z.object({
    id: z.string(),
    orderNo: z.string(),
    status: orderStatus,
    auditStatus,
    tradeTime: isoDateTime.nullable(),
    amount: money,
    paidAmount: money,
    createdAt: isoDateTime,
    paidAt: isoDateTime.nullable(),
    paymentMethod,
    financialType,
    productKey: z.string(),
    accountNo: z.string(),
    failureReason: z.string().nullable(),
    /** When an unpaid online order is cancelled if it is still not paid. */
    expiresAt: isoDateTime.nullable(),
  }),
);
export type Order = z.infer<typeof order>;

export const ORDER_SORTABLE = ['createdAt', 'amount', 'paidAt', 'orderNo'] as const;

export const orderFilters = onFirstUse(() =>
  z.object({
    orderNo: z.string().trim().max(64).optional(),
    status: orderStatus.optional(),
    auditStatus: auditStatus.optional(),
    paymentMethod: paymentMethod.optional(),
    financialType: financialType.optional(),
    productKey: z.string().max(64).optional(),
    createdFrom: dateOrDateTime.optional(),
    createdTo: dateOrDateTime.optional(),
  }),
);
export type OrderFilters = z.infer<typeof orderFilters>;

export const listOrders = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/orders',
    query: listQuery(ORDER_SORTABLE, 'createdAt').extend(orderFilters.shape),
    response: cappedListOf(order),
  }),
);

export const getOrder = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/orders/:id',
    params: idParams,
    response: order,
  }),
);

/**
 * Orders (spec sections 3 and 4), the example every resource copies: the calls come
 * from the contract, each field is declared once with where it appears, and the list,
 * filters and show view are generated from this object.
 */
export const ordersResource = declareResource({
  name: 'billing/order',
  permission: 'order',
  menu: { group: 'financial', key: 'order', order: 20 },
  api: { list: listOrders, one: getOrder },
  recordRepresentation: 'orderNo',
  fields: [
    { source: 'orderNo', kind: 'text', number: true, list: true, filter: true },
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
      list: 'wide',
      filter: true,
    },
    { source: 'productKey', kind: 'reference', lookup: 'product', list: 'desktop', filter: true },
    { source: 'amount', kind: 'money', list: true },
    { source: 'paidAmount', kind: 'money', list: 'wide' },
    {
      source: 'paymentMethod',
      kind: 'enum',
      enum: 'paymentMethod',
      values: paymentMethod.options,
      list: 'desktop',
      filter: true,
    },
    {
      source: 'financialType',
      kind: 'enum',
      enum: 'financialType',
      values: financialType.options,
      list: 'wide',
      filter: true,
    },
    {
      source: 'createdAt',
      kind: 'datetime',
      list: 'desktop',
      filter: { from: 'createdFrom', to: 'createdTo' },
    },
    { source: 'paidAt', kind: 'datetime' },
    { source: 'id', kind: 'text' },
    { source: 'tradeTime', kind: 'datetime' },
    { source: 'accountNo', kind: 'text' },
    { source: 'failureReason', kind: 'text' },
    { source: 'expiresAt', kind: 'datetime', show: 'whenSet' },
  ],
});
