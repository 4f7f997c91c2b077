import { z } from 'zod';
import { defineCall } from './call';
import { money, toMicros } from './money';
import { onFirstUse } from './onFirstUse';

/**
 * The internal usage API (`POST /om/internal/v1/usage`): the messaging platform reports what
 * an account used and the server charges it. Operator-authenticated, outside /om/api.
 */
export const INTERNAL_BASE = '/om/internal';
export const USAGE_PATH = '/v1/usage';

/** Largest values one line may carry, so an amount always stays an exact integer of micros. */
export const USAGE_LIMITS = { lines: 1000, quantity: 10_000_000, unitPriceMicros: 100_000_000 };

export const usageLineInput = onFirstUse(() =>
  z.object({
    /** The UTC day of the usage. */
    date: z.iso.date({ message: 'validation.date' }),
    productKey: z.string().min(1).max(64),
    /** ISO 3166-1 alpha-2 country code of the destination. */
    country: z.string().regex(/^[A-Z]{2}$/, { message: 'validation.invalid' }),
    /** e.g. marketing, utility, authentication, service, sms, voice. */
    messageType: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, { message: 'validation.invalid' }),
    quantity: z.number().int().min(1).max(USAGE_LIMITS.quantity),
    /**
     * USD per message; zero is allowed (free allowances). Omitted: the price list's price
     * for the product, country and message type in effect at the start of the usage day.
     */
    unitPrice: money
      .refine(
        // Runs after a failed format check too (zod keeps checking), hence the guard.
        (value) =>
          /^\d{1,13}(\.\d{1,6})?$/.test(value) && toMicros(value) <= USAGE_LIMITS.unitPriceMicros,
        { message: 'validation.money' },
      )
      .optional(),
  }),
);
export type UsageLineInput = z.infer<typeof usageLineInput>;

export const usageRecordBody = onFirstUse(() =>
  z.object({
    accountId: z.string().min(1).max(64),
    /** Idempotency key: a retried call with the same reference is applied once. */
    reference: z
      .string()
      .regex(/^[\x21-\x7e]{1,100}$/, { message: 'validation.invalid' })
      .optional(),
    lines: z.array(usageLineInput).min(1).max(USAGE_LIMITS.lines),
  }),
);
export type UsageRecordBody = z.infer<typeof usageRecordBody>;

/** `data` of the answer: what was charged to which wallet. */
export const usageRecordResult = onFirstUse(() =>
  z.object({
    /** True when the reference had been applied before (nothing charged this time). */
    duplicate: z.boolean(),
    lines: z.number().int(),
    /** The lines' exact cost. */
    amount: money,
    /** Per paying wallet: what it was charged, in whole cents (fractions wait for the next charge). */
    charges: z.array(
      z.object({ accountId: z.string(), amount: money, balance: money, availableLimit: money }),
    ),
  }),
);
export type UsageRecordResult = z.infer<typeof usageRecordResult>;

/** The platform reports usage to charge (POST /om/internal/v1/usage). */
export const recordUsageCall = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: USAGE_PATH,
    operator: true,
    body: usageRecordBody.meta({
      examples: [
        {
          accountId: '018f2b6c1a40e3d5b7a9c1',
          reference: 'usage-2026-11-27-0042',
          lines: [
            {
              date: '2026-11-27',
              productKey: 'whatsapp',
              country: 'BR',
              messageType: 'marketing',
              quantity: 100,
              unitPrice: '0.0625',
            },
          ],
        },
      ],
    }),
    response: usageRecordResult,
  }),
);
