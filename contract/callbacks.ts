import { declareResource } from './resource';
import { z } from 'zod';
import { defineCall } from './call';
import { productCategory } from './global';
import { cappedListOf, dateOrDateTime, isoDateTime, listOf, listQuery, idParams } from './list';
import { plainName } from './rules';
import { onFirstUse } from './onFirstUse';

export const CALLBACK_NAME_MAX = 64;
export const CALLBACK_URL_MAX = 2048;

/** A callback's channel: the product category whose events it receives. */
export const callbackChannel = productCategory;
export type CallbackChannel = z.infer<typeof callbackChannel>;

/** The events each channel can send to a callback address. */
export const CALLBACK_EVENTS = {
  whatsapp: [
    'message.sent',
    'message.delivered',
    'message.read',
    'message.failed',
    'message.received',
    'template.status',
  ],
  sms: ['message.delivered', 'message.failed', 'message.received'],
  otp: ['otp.sent', 'otp.verified', 'otp.failed'],
  detection: ['detection.completed'],
} as const satisfies Record<CallbackChannel, readonly string[]>;

/** Events of our own: the connectivity check on save and the 'send test event' button. */
export const CHECK_EVENT = 'connectivity.check';
export const TEST_EVENT = 'test.event';

export const callbackMethod = onFirstUse(() => z.enum(['GET', 'POST']));

/** How a request to the address ended; 'ok' is HTTP 200 within 3 seconds. */
export const probeOutcome = onFirstUse(() =>
  z.enum([
    'ok',
    'timeout',
    'status',
    'redirect',
    'dns',
    'refused',
    'blocked',
    'reset',
    'tls',
    'network',
  ]),
);
export type ProbeOutcome = z.infer<typeof probeOutcome>;

/** A callback address (spec section 3). Its key, authorization and secret are never sent back. */
/** Disabled after failing for 5 days in a row; nothing is sent until it is enabled again. */
export const callbackStatus = onFirstUse(() => z.enum(['active', 'disabled']));

export const callback = onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    channel: callbackChannel,
    events: z.array(z.string()),
    url: z.string(),
    method: callbackMethod,
    username: z.string().nullable(),
    hasKey: z.boolean(),
    hasAuthorization: z.boolean(),
    status: callbackStatus,
    disabledAt: isoDateTime.nullable(),
    /** While a rotated-out secret still signs beside the new one. */
    previousSecretExpiresAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
  }),
);
export type Callback = z.infer<typeof callback>;

/** Starts with http:// or https:// and parses as a URL (spec section 5). */
export const callbackUrl = onFirstUse(() =>
  z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(CALLBACK_URL_MAX)
    .refine((text) => /^https?:\/\//i.test(text), { message: 'devtools.urlScheme' })
    .refine((text) => URL.canParse(text) && !new URL(text).username && !new URL(text).password, {
      message: 'devtools.urlInvalid',
    }),
);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((text) => text || undefined);

export const callbackInput = onFirstUse(() =>
  z
    .object({
      channel: callbackChannel,
      events: z.array(z.string().max(64)).max(20),
      name: plainName(CALLBACK_NAME_MAX),
      url: callbackUrl,
      method: callbackMethod,
      username: optionalText(128),
      key: optionalText(256),
      // a header value: no line breaks, so nothing can be smuggled into the request
      authorization: optionalText(1024).refine((text) => !text || !/[\r\n]/.test(text), {
        message: 'validation.invalid',
      }),
    })
    .superRefine((value, ctx) => {
      const allowed: readonly string[] = CALLBACK_EVENTS[value.channel];
      if (value.events.length === 0)
        ctx.addIssue({ code: 'custom', path: ['events'], message: 'devtools.eventsRequired' });
      else if (!value.events.every((event) => allowed.includes(event)))
        ctx.addIssue({ code: 'custom', path: ['events'], message: 'devtools.eventsUnknown' });
      if (value.username && !value.key)
        ctx.addIssue({ code: 'custom', path: ['key'], message: 'devtools.keyRequired' });
      if (value.key && !value.username)
        ctx.addIssue({ code: 'custom', path: ['username'], message: 'devtools.usernameRequired' });
      if (value.username && value.authorization)
        ctx.addIssue({ code: 'custom', path: ['authorization'], message: 'devtools.authTwice' });
    }),
);
export type CallbackInput = z.input<typeof callbackInput>;

export const CALLBACK_SORTABLE = ['createdAt', 'name'] as const;

export const listCallbacks = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/callbacks',
    query: listQuery(CALLBACK_SORTABLE, 'createdAt').extend({
      channel: callbackChannel.optional(),
    }),
    response: listOf(callback),
  }),
);

export const getCallback = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/callbacks/:id',
    params: idParams,
    response: callback,
  }),
);

/**
 * Saves an address after a real request to it answered HTTP 200 within 3 seconds; otherwise
 * 422 with what went wrong. The signing secret is in this answer only.
 */
export const createCallback = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/callbacks',
    body: callbackInput,
    response: callback.extend({ secret: z.string() }),
  }),
);

export const deleteCallback = onFirstUse(() =>
  defineCall({
    method: 'DELETE',
    path: '/v1/callbacks/:id',
    params: idParams,
    response: z.object({ id: z.string() }),
  }),
);

/** How an attempt ended: what the log lists for each request we sent to an address. */
const deliveryOutcome = onFirstUse(() =>
  z.object({
    id: z.string(),
    event: z.string(),
    /** The platform's event id (the `webhook-id` header); null for checks and test events. */
    eventId: z.string().nullable(),
    /** Which attempt of the event's delivery this was (1 = the first). */
    attempt: z.number().int().min(1),
    outcome: probeOutcome,
    httpStatus: z.number().int().nullable(),
    latencyMs: z.number().int().min(0),
    /** What went wrong, in the language of the request that caused it. */
    message: z.string(),
    createdAt: isoDateTime,
  }),
);

/** How many characters of the receiver's answer a row of the log's list carries. */
export const RESPONSE_PREVIEW_CHARS = 120;

/** A row of the log's list: the outcome and the answer's first characters, not what was sent. */
export const callbackDeliverySummary = onFirstUse(() =>
  deliveryOutcome.extend({
    responsePreview: z.string(),
    /** Sent because someone replayed the event, not by its first delivery or its retries. */
    replay: z.boolean(),
    /** A failed attempt whose event is still being retried: when the next attempt is due. */
    nextAttemptAt: isoDateTime.nullable(),
  }),
);
export type CallbackDeliverySummary = z.infer<typeof callbackDeliverySummary>;

/** One request we sent to an address, kept 30 days: what was sent and what came back. */
export const callbackDelivery = onFirstUse(() =>
  deliveryOutcome.extend({
    responseExcerpt: z.string(),
    requestHeaders: z.record(z.string(), z.string()),
    requestBody: z.string(),
  }),
);
export type CallbackDelivery = z.infer<typeof callbackDelivery>;

/** Sends a signed test event now and answers how it went (also logged). */
export const sendTestEvent = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/callbacks/:id/test',
    params: idParams,
    response: callbackDelivery,
  }),
);

export const DELIVERY_RETENTION_DAYS = 30;
/** How many attempts a page of the log's screen shows. */
export const DELIVERY_LOG_PAGE_SIZE = 25;

export const deliveryStatus = onFirstUse(() => z.enum(['succeeded', 'failed']));
export type DeliveryStatus = z.infer<typeof deliveryStatus>;

export const listDeliveries = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/callbacks/:id/deliveries',
    params: idParams,
    query: listQuery(['createdAt'] as const, 'createdAt').extend({
      event: z.string().max(64).optional(),
      status: deliveryStatus.optional(),
      createdFrom: dateOrDateTime.optional(),
      createdTo: dateOrDateTime.optional(),
    }),
    response: cappedListOf(callbackDeliverySummary),
  }),
);

/**
 * Callback addresses (spec section 3) at /api-key/callback-setting; the wizard at
 * /api-key/callback-setting/{type} adds one, the list sends test events and shows the log.
 */
export const callbacksResource = declareResource({
  name: 'api-key/callback-setting',
  permission: 'apiKey',
  menu: { group: 'developer', key: 'callback', order: 20 },
  api: { list: listCallbacks, one: getCallback, create: createCallback, remove: deleteCallback },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', kind: 'text', list: true },
    {
      source: 'channel',
      kind: 'enum',
      enum: 'apiKeyType',
      values: callbackChannel.options,
      list: true,
      filter: true,
    },
    { source: 'events', kind: 'text', list: true },
    {
      source: 'status',
      kind: 'enum',
      enum: 'callbackStatus',
      values: callbackStatus.options,
      colors: { active: 'success', disabled: 'error' },
      list: true,
    },
    { source: 'createdAt', kind: 'datetime', list: 'wide' },
    { source: 'url', kind: 'text', list: true },
    {
      source: 'method',
      kind: 'enum',
      enum: 'callbackMethod',
      values: callbackMethod.options,
      list: 'wide',
    },
  ],
});
