import { z } from 'zod';
import { defineCall } from './call';
import { isoDateTime } from './list';
import { money, toMicros } from './money';
import { topUpAmount } from './wallet';
import { onFirstUse } from './onFirstUse';

export const AUTO_RECHARGE_DEFAULT_PER_DAY = 3;
export const AUTO_RECHARGE_MAX_PER_DAY = 10;
/** Consecutive failed charges after which auto-recharge turns itself off. */
export const AUTO_RECHARGE_FAILURE_LIMIT = 3;

/** "Top up to Y" (the balance after it) or "top up by a fixed amount". */
export const autoRechargeMode = onFirstUse(() => z.enum(['to', 'by']));

const micros = (value: string) => (/^\d+(\.\d{1,6})?$/.test(value) ? toMicros(value) : NaN);

/**
 * The rule of the caller's wallet: when the balance falls below `below`, charge the saved
 * card for the order of `productKey`, up to `maxPerDay` times a day and `monthlyCap` a month.
 */
const autoRechargeFields = onFirstUse(() =>
  z.object({
    enabled: z.boolean(),
    below: money.refine((value) => micros(value) >= 0, { message: 'autoRecharge.belowInvalid' }),
    mode: autoRechargeMode,
    /** The balance to reach ("to") or the amount to add ("by"); at least 10.00 either way. */
    amount: topUpAmount,
    paymentMethodId: z.string().min(1).max(64).nullable(),
    productKey: z.string().min(1).max(64).nullable(),
    maxPerDay: z.number().int().min(1).max(AUTO_RECHARGE_MAX_PER_DAY),
    monthlyCap: topUpAmount,
  }),
);

export const autoRechargeSettings = onFirstUse(() =>
  autoRechargeFields.superRefine((rule, ctx) => {
    if (rule.mode === 'to' && !(micros(rule.amount) > micros(rule.below)))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'autoRecharge.targetAboveBelow' });
    if (micros(rule.monthlyCap) < micros(rule.amount) && rule.mode === 'by')
      ctx.addIssue({
        code: 'custom',
        path: ['monthlyCap'],
        message: 'autoRecharge.capBelowAmount',
      });
    if (rule.enabled && !rule.paymentMethodId)
      ctx.addIssue({ code: 'custom', path: ['paymentMethodId'], message: 'autoRecharge.noCard' });
    if (rule.enabled && !rule.productKey)
      ctx.addIssue({ code: 'custom', path: ['productKey'], message: 'validation.required' });
  }),
);
export type AutoRechargeSettings = z.infer<typeof autoRechargeSettings>;

/** A card saved at a checkout, as the provider describes it. */
export const savedPaymentMethod = onFirstUse(() =>
  z.object({
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    createdAt: isoDateTime,
  }),
);

export const autoRechargeState = onFirstUse(() =>
  autoRechargeFields.extend({
    paymentMethods: z.array(savedPaymentMethod),
    consecutiveFailures: z.number().int().min(0),
    /** Why it turned itself off, when it did: three charges failed in a row. */
    disabledReason: z.enum(['failures']).nullable(),
    /** Automatic top-ups of the last 24 hours and this calendar month (UTC). */
    usedToday: z.number().int().min(0),
    spentThisMonth: money,
  }),
);

export const getAutoRecharge = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/wallet/auto-recharge',
    response: autoRechargeState,
  }),
);

export const putAutoRecharge = onFirstUse(() =>
  defineCall({
    method: 'PUT',
    path: '/v1/wallet/auto-recharge',
    body: autoRechargeSettings,
    response: autoRechargeState,
  }),
);
