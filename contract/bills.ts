import { declareResource } from './resource';
import { z } from 'zod';
import { defineCall } from './call';
import { isoDateTime, listOf, listQuery, idParams } from './list';
import { money } from './money';
import { onFirstUse } from './onFirstUse';

/** The spec's limit (section 5): a month range of bill details spans at most 12 months. */
export const MAX_BILL_MONTHS = 12;

export const billType = onFirstUse(() => z.enum(['prepayment', 'monthly']));
export type BillType = z.infer<typeof billType>;

/** Message types the platform reports; a filter accepts any of the usage API's form. */
export const MESSAGE_TYPES = [
  'marketing',
  'utility',
  'authentication',
  'service',
  'sms',
  'voice',
  'otp',
] as const;

export const yearMonth = onFirstUse(() =>
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'billingApi.month' }),
);

/** Months from `from` to `to` inclusive ("2026-01".."2026-12" is 12). */
export function monthSpan(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(to) - index(from) + 1;
}

/**
 * A month range, checked the same way in the console and on the server: the first month
 * not after the last, and at most 12 months (spec section 5).
 */
export const monthRange = onFirstUse(() =>
  z.object({ monthFrom: yearMonth, monthTo: yearMonth }).superRefine((range, ctx) => {
    const span = monthSpan(range.monthFrom, range.monthTo);
    if (span < 1)
      ctx.addIssue({ code: 'custom', path: ['monthTo'], message: 'billingApi.monthRangeReversed' });
    else if (span > MAX_BILL_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['monthTo'], message: 'billingApi.monthRangeTooLong' });
  }),
);

/** A bill (spec section 3): a monthly statement of one product, or a paid top-up. */
export const bill = onFirstUse(() =>
  z.object({
    id: z.string(),
    billNo: z.string(),
    /** The product billed ("type"). */
    productKey: z.string(),
    month: yearMonth,
    corporateName: z.string(),
    billType,
    /** Messages billed in a statement; 1 for a prepayment. */
    itemCount: z.number().int(),
    amount: money,
    createdAt: isoDateTime,
  }),
);
export type Bill = z.infer<typeof bill>;

/** A line of bill details (spec section 3): one usage line. */
export const billDetail = onFirstUse(() =>
  z.object({
    id: z.string(),
    date: z.iso.date(),
    productKey: z.string(),
    country: z.string(),
    messageType: z.string(),
    quantity: z.number().int(),
    unitPrice: money,
    amount: money,
  }),
);
export type BillDetail = z.infer<typeof billDetail>;

export const BILL_SORTABLE = ['month', 'amount', 'createdAt'] as const;
export const BILL_DETAIL_SORTABLE = ['date', 'amount', 'quantity'] as const;

const optionalMonth = onFirstUse(() => yearMonth.optional());

export const listBills = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/bills',
    query: listQuery(BILL_SORTABLE, 'month').extend({
      billType: billType.optional(),
      productKey: z.string().max(64).optional(),
      monthFrom: optionalMonth,
      monthTo: optionalMonth,
    }),
    response: listOf(bill),
  }),
);

export const getBill = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/bills/:id',
    params: idParams,
    response: bill,
  }),
);

/** A bill as XLSX: its header, its lines (usage lines or the top-up) and the total. */
export const downloadBill = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/bills/:id/download',
    params: idParams,
    response: z.unknown(),
  }),
);

const detailFilters = onFirstUse(() =>
  z.object({
    productKey: z.string().max(64).optional(),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { message: 'billingApi.country' })
      .optional(),
    messageType: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,31}$/, { message: 'validation.invalid' })
      .optional(),
  }),
);

/**
 * The details query: a month range (required; the server checks it with `monthRange`,
 * as the console does) and optional filters.
 */
const detailQuery = onFirstUse(() =>
  listQuery(BILL_DETAIL_SORTABLE, 'date')
    .extend(detailFilters.shape)
    .extend({ monthFrom: yearMonth, monthTo: yearMonth }),
);

export const listBillDetails = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/bill-details',
    query: detailQuery,
    response: listOf(billDetail).extend({
      /** Sum of every matching line, not only this page: the total the CSV ends with. */
      totalAmount: money,
      totalQuantity: z.number().int(),
    }),
  }),
);

/** The matching details as CSV, ending with the same total line the screen shows. */
export const downloadBillDetails = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/bill-details/export',
    query: detailQuery.omit({ page: true, pageSize: true }),
    response: z.unknown(),
  }),
);

/** Spend per month and product over a range, for the chart. */
export const billSpend = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/bill-details/spend',
    query: z.object({ monthFrom: yearMonth, monthTo: yearMonth }).extend(detailFilters.shape),
    response: z.object({
      months: z.array(yearMonth),
      series: z.array(z.object({ productKey: z.string(), amounts: z.array(money) })),
    }),
  }),
);

/**
 * Monthly bill (spec section 3: Bill): monthly statements per product and prepayments,
 * the first tab of /billing/bill; each row downloads as XLSX.
 */
export const billsResource = declareResource({
  name: 'billing/bill',
  permission: 'bill',
  menu: { group: 'financial', key: 'bill', order: 30 },
  api: { list: listBills, one: getBill },
  recordRepresentation: 'billNo',
  fields: [
    { source: 'billNo', kind: 'text', number: true, list: true },
    { source: 'productKey', kind: 'reference', lookup: 'product', list: 'desktop', filter: true },
    { source: 'month', kind: 'text', list: true },
    { source: 'corporateName', kind: 'text', list: 'wide' },
    {
      source: 'billType',
      kind: 'enum',
      enum: 'billType',
      values: billType.options,
      colors: { prepayment: 'info', monthly: 'primary' },
      list: 'desktop',
      filter: true,
    },
    { source: 'itemCount', kind: 'text', list: 'desktop' },
    { source: 'amount', kind: 'money', list: true },
    { source: 'createdAt', kind: 'datetime' },
  ],
});

/**
 * Bill details (spec section 3): the usage lines of a month range (at most 12 months),
 * filtered by product, country and message type; the second tab of /billing/bill.
 */
export const billDetailsResource = declareResource({
  name: 'billing/bill-details',
  permission: 'bill',
  api: { list: listBillDetails },
  fields: [
    { source: 'id', kind: 'text', list: true },
    { source: 'date', kind: 'text', list: true },
    { source: 'productKey', kind: 'reference', lookup: 'product', list: true, filter: true },
    { source: 'country', kind: 'reference', lookup: 'country', list: true, filter: true },
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
