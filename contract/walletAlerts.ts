import { z } from 'zod';
import { defineCall } from './call';
import { centsAmount, money, toMicros } from './money';
import { emailAddress } from './rules';
import { onFirstUse } from './onFirstUse';

export const MAX_ALERT_THRESHOLDS = 3;
export const MAX_ALERT_EMAILS = 5;
/** The highest threshold (a guard against typos), in USD. */
export const ALERT_THRESHOLD_MAXIMUM = '10000000.00';
/** The forecast's window: the average daily spend of the last this many days. */
export const FORECAST_DAYS = 7;
/** The suggested threshold is this many days of average spend. */
export const SUGGESTED_DAYS = 3;
/** The callback event an alert sends, whatever events the chosen address subscribes to. */
export const BALANCE_LOW_EVENT = 'balance.low';

/**
 * Low-balance alerts of the caller's wallet: up to three thresholds in USD; each sends one
 * message when the available limit falls below it, and re-arms once it is back above.
 */
export const walletAlertSettings = onFirstUse(() =>
  z
    .object({
      thresholds: z
        .array(
          centsAmount({
            min: toMicros('0.01'),
            max: toMicros(ALERT_THRESHOLD_MAXIMUM),
            minMessage: 'walletAlerts.thresholdPositive',
            maxMessage: 'walletAlerts.thresholdMaximum',
          }),
        )
        .max(MAX_ALERT_THRESHOLDS, { message: 'walletAlerts.tooManyThresholds' }),
      /** Addresses told besides the account's own. */
      emails: z
        .array(emailAddress)
        .max(MAX_ALERT_EMAILS, { message: 'walletAlerts.tooManyEmails' }),
      /** Whether the account's own email and phone are told. */
      notifyAccount: z.boolean(),
      /** A callback address of the account that also gets a signed `balance.low` event. */
      callbackId: z.string().min(1).max(64).nullable().default(null),
    })
    .superRefine((settings, ctx) => {
      const micros = settings.thresholds.map((t) => (money.safeParse(t).success ? toMicros(t) : t));
      if (new Set(micros).size !== micros.length)
        ctx.addIssue({ code: 'custom', path: ['thresholds'], message: 'walletAlerts.duplicate' });
    }),
);
export type WalletAlertSettings = z.infer<typeof walletAlertSettings>;

export const getWalletAlerts = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/wallet/alerts',
    response: walletAlertSettings,
  }),
);

export const putWalletAlerts = onFirstUse(() =>
  defineCall({
    method: 'PUT',
    path: '/v1/wallet/alerts',
    body: walletAlertSettings,
    response: walletAlertSettings,
  }),
);

export const walletForecast = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/wallet/forecast',
    response: z.object({
      availableLimit: money,
      /** Spend per day over the last FORECAST_DAYS days. */
      averageDailySpend: money,
      /** Whole days the available limit lasts at that spend; null with no spend. */
      daysLeft: z.number().int().nullable(),
      /** SUGGESTED_DAYS of average spend, as a threshold; null with no spend. */
      suggestedThreshold: money.nullable(),
      /** The lowest threshold when the available limit is below it (the console's banner). */
      belowThreshold: money.nullable(),
    }),
  }),
);
