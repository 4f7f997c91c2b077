import { z } from 'zod';
import { yearMonth } from './bills';
import { money } from './money';
import { onFirstUse } from './onFirstUse';
import { defineStaffCall } from './staff';

/**
 * Writes (or rewrites) the monthly statements of an ended month from its usage lines, as
 * `npm run ops -- close-month` does; idempotent. A month not yet ended: 400.
 */
export const staffMonthClose = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/month-closings',
    roles: ['finance'],
    body: z.object({
      month: yearMonth,
      /** One main account only; all accounts when left out. */
      accountId: z.string().trim().min(1).max(64).optional(),
    }),
    response: z.object({
      month: yearMonth,
      /** Statements the month has (one per account and product). */
      statements: z.number().int().min(0),
      accounts: z.number().int().min(0),
      amount: money,
    }),
  }),
);

const count = onFirstUse(() => z.number().int().min(0));

/** A day's money to reconcile with the payment providers, in UTC. */
export const staffDayMoney = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/money/days/:date',
    roles: ['finance'],
    params: z.object({ date: z.iso.date({ message: 'validation.date' }) }),
    response: z.object({
      date: z.iso.date(),
      /** Top-up orders paid that day: what each product received and each provider paid in. */
      topUps: z.object({
        count,
        amount: money,
        byProduct: z.array(z.object({ productKey: z.string(), count, amount: money })),
        /** The online provider (e.g. stripe), or the method without one: offline, balance. */
        byProvider: z.array(z.object({ provider: z.string(), count, amount: money })),
      }),
      /** Usage charged for that day, by product. */
      charges: z.object({
        quantity: count,
        amount: money,
        byProduct: z.array(z.object({ productKey: z.string(), quantity: count, amount: money })),
      }),
      /** Wallet adjustments by staff that day. */
      adjustments: z.object({ count, credited: money, debited: money }),
    }),
  }),
);
