import { z } from 'zod';
import { countryCode } from './countries';
import { isoDateTime } from './list';
import { onFirstUse } from './onFirstUse';
import { declareCrudResource } from './resource';

/** The window an alert measures: the messages sent in the last hour. */
export const ALERT_WINDOW_MS = 3_600_000;
/** Alerts are evaluated, and the window counted, in slots of five minutes. */
export const ALERT_SLOT_MS = 300_000;
/** A fired alert is quiet until its rate recovers, and never fires again sooner than this. */
export const ALERT_COOLDOWN_MS = 3_600_000;
export const MAX_DELIVERY_ALERTS = 20;
export const ALERT_PERCENT = { min: 1, max: 99 } as const;
export const ALERT_MESSAGES = { min: 10, max: 100_000 } as const;
/** The callback event an alert sends, whatever events the chosen address subscribes to. */
export const DELIVERY_RATE_LOW_EVENT = 'messages.delivery_rate_low';

/** The `data` of a `messages.delivery_rate_low` event. */
export const deliveryRateLowData = onFirstUse(() =>
  z.object({
    alertId: z.string(),
    /** The main account whose alert fired. */
    accountId: z.string(),
    /** Null: any product, any country. */
    product: z.string().nullable(),
    country: z.string().nullable(),
    belowPercent: z.number().int(),
    minMessages: z.number().int(),
    /** Delivered of `messages`, as a percentage with one decimal, rounded down: "87.4". */
    deliveryRate: z.string(),
    /** Outbound messages of the window with an outcome: delivered plus failed. */
    messages: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
    windowStart: isoDateTime,
    windowEnd: isoDateTime,
  }),
);
export type DeliveryRateLowData = z.infer<typeof deliveryRateLowData>;

/** `watching`: armed; `firing`: fired and not yet recovered. */
export const deliveryAlertState = onFirstUse(() => z.enum(['watching', 'firing']));

/**
 * A delivery-rate alert: fires when, over the last hour, at least `minMessages` of the
 * account's outbound messages of the product and country reached an outcome and fewer than
 * `belowPercent` % of those were delivered. A null product or country is any.
 */
export const deliveryAlert = onFirstUse(() =>
  z.object({
    id: z.string(),
    product: z.string().nullable(),
    country: z.string().nullable(),
    belowPercent: z.number().int(),
    minMessages: z.number().int(),
    /** One of the account's callback addresses that also gets the signed event. */
    callbackId: z.string().nullable(),
    state: deliveryAlertState,
    /** When it last fired; null if it never did. */
    firedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
  }),
);
export type DeliveryAlert = z.infer<typeof deliveryAlert>;

const wholeIn = (bounds: { min: number; max: number }, message: string) =>
  z.number({ message }).int({ message }).min(bounds.min, { message }).max(bounds.max, { message });

export const deliveryAlertCreate = onFirstUse(() =>
  z
    .object({
      product: z.string().trim().min(1).max(64).nullable().default(null),
      country: countryCode.nullable().default(null),
      belowPercent: wholeIn(ALERT_PERCENT, 'validation.alertPercent'),
      minMessages: wholeIn(ALERT_MESSAGES, 'validation.alertMessages'),
      callbackId: z.string().min(1).max(64).nullable().default(null),
    })
    .meta({
      examples: [
        { product: 'sms_verification', country: 'BR', belowPercent: 90, minMessages: 100 },
      ],
    }),
);

/** An update changes the values it names (null: any product, any country, no address). */
export const deliveryAlertUpdate = onFirstUse(() =>
  z
    .object({
      product: z.string().trim().min(1).max(64).nullable(),
      country: countryCode.nullable(),
      belowPercent: wholeIn(ALERT_PERCENT, 'validation.alertPercent'),
      minMessages: wholeIn(ALERT_MESSAGES, 'validation.alertMessages'),
      callbackId: z.string().min(1).max(64).nullable(),
    })
    .partial()
    .meta({ examples: [{ country: null, belowPercent: 80, minMessages: 50 }] }),
);

/**
 * Delivery-rate alerts (`/delivery-alerts`), kept by whoever holds the messages group: each
 * tells the main account by email, and a chosen callback address by a
 * `messages.delivery_rate_low` event.
 */
export const deliveryAlerts = declareCrudResource({
  name: 'delivery-alerts',
  path: '/v1/delivery-alerts',
  permission: 'messages',
  menu: { group: 'developer', key: 'deliveryAlerts', order: 6 },
  ruleMessages: {
    en_US: {
      validation: {
        alertPercent: 'Enter a whole percentage from 1 to 99.',
        alertMessages: 'Enter a whole number of messages from 10 to 100,000.',
      },
      errors: { deliveryAlertsLimit: 'An account keeps at most 20 delivery alerts.' },
    },
    zh_CN: {
      validation: {
        alertPercent: '请输入 1 到 99 之间的整数百分比。',
        alertMessages: '请输入 10 到 100,000 之间的整数消息数。',
      },
      errors: { deliveryAlertsLimit: '每个账号最多 20 条送达率提醒。' },
    },
  },
  record: deliveryAlert,
  create: deliveryAlertCreate,
  update: deliveryAlertUpdate,
  remove: true,
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordRepresentation: 'id',
  fields: [
    { source: 'product', kind: 'reference', lookup: 'product', list: true, emptyMeansAll: true },
    { source: 'country', kind: 'reference', lookup: 'country', list: true, emptyMeansAll: true },
    { source: 'belowPercent', kind: 'text', input: 'number', align: 'right', list: true },
    { source: 'minMessages', kind: 'text', input: 'number', align: 'right', list: 'desktop' },
    {
      source: 'callbackId',
      kind: 'reference',
      lookup: { resource: 'api-key/callback-setting' },
    },
    {
      source: 'state',
      kind: 'enum',
      enum: 'deliveryAlertState',
      values: deliveryAlertState.options,
      colors: { watching: 'success', firing: 'error' },
      list: true,
    },
    { source: 'firedAt', kind: 'datetime', list: 'desktop' },
    { source: 'createdAt', kind: 'datetime', list: 'wide', sort: true },
  ],
});
