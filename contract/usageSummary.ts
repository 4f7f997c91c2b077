import { z } from 'zod';
import { defineCall } from './call';
import { money } from './money';
import { exportFormat } from './orderExport';
import { onFirstUse } from './onFirstUse';

/** The explorer answers any range up to 12 months (366 days), like the bill details. */
export const MAX_USAGE_DAYS = 366;

export const usageGroupBy = onFirstUse(() => z.enum(['day', 'week', 'month']));
export type UsageGroupBy = z.infer<typeof usageGroupBy>;
export const usageSplitBy = onFirstUse(() =>
  z.enum(['product', 'country', 'messageType', 'subAccount']),
);
export type UsageSplitBy = z.infer<typeof usageSplitBy>;

const day = onFirstUse(() => z.iso.date({ message: 'validation.date' }));
const DAY_MS = 86_400_000;

/** Days from `from` to `to` inclusive. */
export const daySpan = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** The explorer's question: a date range, how to bucket and split it, and its filters. */
export const usageSummaryQuery = onFirstUse(() =>
  z
    .object({
      from: day,
      to: day,
      groupBy: usageGroupBy.default('day'),
      splitBy: usageSplitBy.default('product'),
      productKey: z.string().max(64).optional(),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, { message: 'billingApi.country' })
        .optional(),
      /** The account that used it: the main account's id or one of its sub-accounts'. */
      accountId: z.string().max(64).optional(),
    })
    .superRefine((query, ctx) => {
      const span = daySpan(query.from, query.to);
      if (span < 1)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'billingApi.dateRangeReversed' });
      else if (span > MAX_USAGE_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'billingApi.dateRangeTooLong' });
    }),
);
export type UsageSummaryQuery = z.infer<typeof usageSummaryQuery>;

/** One cell: a period (its first day; YYYY-MM for months) and one split value. */
export const usageSummaryRow = onFirstUse(() =>
  z.object({
    period: z.string(),
    /** The split value: product key, country code, message type or account id. */
    key: z.string(),
    /** The split value as a person reads it, in the request's language. */
    label: z.string(),
    quantity: z.number().int(),
    amount: money,
  }),
);
export type UsageSummaryRow = z.infer<typeof usageSummaryRow>;

export const usageSummary = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/usage/summary',
    query: usageSummaryQuery,
    response: z.object({
      list: z.array(usageSummaryRow),
      /** The amount of every row: what the bills of the same months add up to. */
      total: money,
      totalQuantity: z.number().int(),
    }),
  }),
);

/** Exactly the rows the explorer shows, ending with their total, as CSV or XLSX. */
export const exportUsageSummary = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/usage/summary/export',
    query: usageSummaryQuery.safeExtend({ format: exportFormat }),
    response: z.unknown(),
  }),
);
