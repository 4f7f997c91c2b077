import { z } from 'zod';
import { yearMonth } from './bills';
import { dateOrDateTime, isoDateTime, listOf, listQuery } from './list';
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
        byProduct: z.array(
          z.object({ productKey: z.string(), productName: z.string(), count, amount: money }),
        ),
        /** The online provider (e.g. stripe), or the method without one: offline, balance. */
        byProvider: z.array(z.object({ provider: z.string(), count, amount: money })),
      }),
      /** Usage of that day at its exact cost (what bills sum), by product. */
      charges: z.object({
        quantity: count,
        amount: money,
        byProduct: z.array(
          z.object({
            productKey: z.string(),
            productName: z.string(),
            quantity: count,
            amount: money,
          }),
        ),
      }),
      /** Wallet adjustments by staff that day. */
      adjustments: z.object({ count, credited: money, debited: money }),
    }),
  }),
);

const unitPrice = onFirstUse(() =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,6})?$/, { message: 'validation.unitPrice' }),
);

export const staffPriceChange = onFirstUse(() =>
  z.object({
    id: z.string(),
    productKey: z.string(),
    countryCode: z.string(),
    messageType: z.string(),
    price: money,
    effectiveAt: isoDateTime,
  }),
);

/** The unit prices in effect per product, country and message type, with changes ahead. */
export const staffPriceList = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/prices',
    roles: ['finance'],
    query: listQuery(['productKey'], 'productKey').extend({
      order: z.enum(['asc', 'desc']).default('asc'),
      productKey: z.string().trim().max(64).optional(),
      countryCode: z.string().trim().max(8).optional(),
      messageType: z.string().trim().max(32).optional(),
    }),
    response: listOf(
      z.object({
        /** `<product>/<country>/<message type>`: the row's key for the screens. */
        id: z.string(),
        productKey: z.string(),
        /** The product's name in the request's language. */
        productName: z.string(),
        countryCode: z.string(),
        country: z.string(),
        messageType: z.string(),
        price: money,
        /** Changes dated ahead, soonest first: not yet on the pricing page. */
        scheduled: z.array(staffPriceChange),
      }),
    ),
  }),
);

/**
 * Sets a unit price (USD, up to 6 places) now or from a later time (a bare date: its start,
 * UTC). Unknown product type or country, over 100 USD, or a time past: 400.
 */
export const staffPriceSet = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/prices',
    roles: ['finance'],
    body: z.object({
      productKey: z.string().trim().min(1).max(64),
      countryCode: z.string().trim().min(2).max(8),
      messageType: z.string().trim().min(1).max(32),
      price: unitPrice,
      effectiveAt: dateOrDateTime.optional(),
    }),
    response: staffPriceChange,
  }),
);
