import { z } from 'zod';
import { defineCall } from './call';
import { countryCode } from './countries';
import { messageChannel } from './messageStatus';
import { onFirstUse } from './onFirstUse';

/** The range insights answer when none is asked: the last 7 days, today included. */
export const DEFAULT_INSIGHTS_DAYS = 7;
/** The longest range asked at once: a year and its month around it (the retention is 13 months). */
export const MAX_INSIGHTS_DAYS = 400;

const DAY_MS = 86_400_000;
const day = onFirstUse(() => z.iso.date({ message: 'validation.date' }));

/** Today (UTC) as `YYYY-MM-DD`, or the day `days` before it. */
export const utcDay = (now: number, daysBefore = 0) =>
  new Date(now - daysBefore * DAY_MS).toISOString().slice(0, 10);

/** A range of whole UTC days with the defaults filled in: `to` today, `from` six days before `to`. */
export function insightsRange(query: { from?: string; to?: string }, now = Date.now()) {
  const to = query.to ?? utcDay(now);
  const from = query.from ?? utcDay(Date.parse(to), DEFAULT_INSIGHTS_DAYS - 1);
  return { from, to, days: (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 };
}

/**
 * Which traffic insights answer for: whole UTC days (the daily counts' days) from `from` to
 * `to` inclusive, and optional filters.
 */
export const messageInsightsQuery = onFirstUse(() =>
  z
    .object({
      from: day.optional(),
      to: day.optional(),
      product: z.string().trim().max(64).optional(),
      channel: messageChannel.optional(),
      country: countryCode.optional(),
    })
    .superRefine((query, ctx) => {
      const { days } = insightsRange(query);
      if (days < 1)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'messageLogs.rangeReversed' });
      else if (days > MAX_INSIGHTS_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'messageLogs.rangeTooLong' });
    }),
);
export type MessageInsightsQuery = z.infer<typeof messageInsightsQuery>;

/** A share from 0 to 1; null where nothing could count in it (no message to rate). */
const rate = onFirstUse(() => z.number().min(0).max(1).nullable());

/**
 * The headline figures of a period (see docs/message-logs.md, Insights, for each one's
 * statuses): the rates are numerator ÷ denominator of the counts beside them.
 */
export const insightsFigures = onFirstUse(() =>
  z.object({
    /** Every message in the period, whatever its status. */
    sent: z.number().int(),
    /** Reached the recipient: delivered, read, answered, verified or expired. */
    delivered: z.number().int(),
    /** undelivered or failed. */
    failed: z.number().int(),
    /** delivered ÷ sent. */
    deliveryRate: rate,
    /** WhatsApp messages delivered or read: the read rate's denominator. */
    whatsappDelivered: z.number().int(),
    /** WhatsApp messages read. */
    read: z.number().int(),
    /** read ÷ whatsappDelivered. */
    readRate: rate,
    /** Codes with an outcome: verified or expired. */
    codesConcluded: z.number().int(),
    verified: z.number().int(),
    /** verified ÷ codesConcluded. */
    verificationRate: rate,
  }),
);
export type InsightsFigures = z.infer<typeof insightsFigures>;

export const messageInsights = onFirstUse(() =>
  z.object({
    from: day,
    to: day,
    /** The period of equal length just before, which every figure is compared with. */
    previousFrom: day,
    previousTo: day,
    current: insightsFigures,
    previous: insightsFigures,
    /** Every day of the range, oldest first, days without traffic included. */
    byDay: z.array(
      z.object({
        day,
        sent: z.number().int(),
        delivered: z.number().int(),
        failed: z.number().int(),
      }),
    ),
    /**
     * Failed messages by their error code (null: reported without one), most first; a code
     * that failed only in the previous period is listed with none now.
     */
    byErrorCode: z.array(
      z.object({
        code: z.string().nullable(),
        failed: z.number().int(),
        previousFailed: z.number().int(),
      }),
    ),
    /** By the recipient's country (null: the number names none), most sent first. */
    byCountry: z.array(
      z.object({
        country: z.string().nullable(),
        sent: z.number().int(),
        delivered: z.number().int(),
        failed: z.number().int(),
        deliveryRate: rate,
        previousSent: z.number().int(),
        previousDeliveryRate: rate,
      }),
    ),
  }),
);
export type MessageInsights = z.infer<typeof messageInsights>;

/** How the account's traffic landed over a range, from the daily counts. */
export const getMessageInsights = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/messages/insights',
    query: messageInsightsQuery,
    response: messageInsights,
  }),
);

/** The same insights as a CSV file: a row per figure, the previous period beside it. */
export const exportMessageInsights = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/messages/insights/export',
    query: messageInsightsQuery,
    response: z.unknown(),
  }),
);
