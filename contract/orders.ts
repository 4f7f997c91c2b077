import { z } from 'zod';
import { defineCall } from './call';
import { auditStatus, financialType, orderStatus, paymentMethod } from './enums';
import { cappedListOf, dateOrDateTime, isoDateTime, listQuery } from './list';
import { money } from './money';

/** An order (spec section 3). Money as decimal strings, times as ISO-8601. */
export const order = z.object({
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
});
export type Order = z.infer<typeof order>;

export const ORDER_SORTABLE = ['createdAt', 'amount', 'paidAt', 'orderNo'] as const;

export const orderFilters = z.object({
  orderNo: z.string().trim().max(64).optional(),
  status: orderStatus.optional(),
  auditStatus: auditStatus.optional(),
  paymentMethod: paymentMethod.optional(),
  financialType: financialType.optional(),
  productKey: z.string().max(64).optional(),
  createdFrom: dateOrDateTime.optional(),
  createdTo: dateOrDateTime.optional(),
});
export type OrderFilters = z.infer<typeof orderFilters>;

export const listOrders = defineCall({
  method: 'GET',
  path: '/v1/orders',
  query: listQuery(ORDER_SORTABLE, 'createdAt').extend(orderFilters.shape),
  response: cappedListOf(order),
});

export const getOrder = defineCall({
  method: 'GET',
  path: '/v1/orders/:id',
  params: z.object({ id: z.string().min(1).max(64) }),
  response: order,
});
