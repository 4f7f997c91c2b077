import { z } from 'zod';
import { defineCall } from './call';
import { CALLBACK_EVENTS, callback, callbackChannel, callbackDelivery } from './callbacks';
import { idParams, isoDateTime } from './list';
import { onFirstUse } from './onFirstUse';

/**
 * Real events: the messaging platform publishes them (`POST /om/internal/v1/events`) and each
 * subscribed callback address gets one delivery, signed as Standard Webhooks says, retried on
 * the schedule below until a 2xx answer.
 */
export const EVENT_DELIVERY_TIMEOUT_MS = 15_000;
/** Waits before attempts 2…8 after a failure (Svix's schedule): 5 s, 5 min, 30 min, 2, 5, 10, 10 h. */
export const RETRY_SCHEDULE_MS = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
] as const;
/** An address whose deliveries have failed this long without a success is disabled. */
export const DISABLE_AFTER_MS = 5 * 86_400_000;
/** How long a rotated-out secret keeps signing beside the new one. */
export const SECRET_OVERLAP_MS = 86_400_000;

export const publishEventBody = onFirstUse(() =>
  z
    .object({
      /** The platform's id: publishing the same id again is the same event. */
      id: z.string().regex(/^[\w.:-]{1,64}$/, { message: 'validation.invalid' }),
      accountId: z.string().min(1).max(64),
      channel: callbackChannel,
      type: z.string().max(64),
      data: z.record(z.string(), z.unknown()),
    })
    .refine((event) => (CALLBACK_EVENTS[event.channel] as readonly string[]).includes(event.type), {
      path: ['type'],
      message: 'devtools.eventsUnknown',
    })
    .refine((event) => JSON.stringify(event.data).length <= 64_000, {
      path: ['data'],
      message: 'validation.invalid',
    }),
);
export type PublishEventBody = z.infer<typeof publishEventBody>;

export const publishEvent = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/events',
    operator: true,
    body: publishEventBody.meta({
      examples: [
        {
          id: 'evt_01HZX3',
          accountId: '018f2b6c1a40e3d5b7a9c1',
          channel: 'sms',
          type: 'message.delivered',
          data: { messageId: 'msg_42', to: '+5511999990000' },
        },
      ],
    }),
    response: z.object({
      id: z.string(),
      /** True when the id had been published before (nothing new is delivered). */
      duplicate: z.boolean(),
      /** The addresses it goes to. */
      deliveries: z.number().int().min(0),
    }),
  }),
);

const deliveryParams = onFirstUse(() => idParams.extend({ deliveryId: z.string().min(1).max(64) }));

/** One logged request in full: its headers and body, and the receiver's answer. */
export const getDelivery = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/callbacks/:id/deliveries/:deliveryId',
    params: deliveryParams,
    response: callbackDelivery,
  }),
);

/** Sends the event of a logged delivery again, with the same `webhook-id`. */
export const replayDelivery = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/callbacks/:id/deliveries/:deliveryId/replay',
    params: deliveryParams,
    response: z.object({ replayed: z.number().int().min(0) }),
  }),
);

/** Sends again every event whose delivery to the address failed since a time. */
export const replayFailed = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/callbacks/:id/replay',
    params: idParams,
    body: z.object({ since: isoDateTime }),
    response: z.object({ replayed: z.number().int().min(0) }),
  }),
);

/**
 * The address's events waiting for their next automatic attempt after a failed one, and when
 * the soonest is due.
 */
export const waitingRetries = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/callbacks/:id/retries',
    params: idParams,
    response: z.object({
      waiting: z.number().int().min(0),
      nextAttemptAt: isoDateTime.nullable(),
    }),
  }),
);

/** Sends the events waiting for a retry now instead of at their scheduled time. */
export const sendRetriesNow = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/callbacks/:id/retries/send-now',
    params: idParams,
    response: z.object({ sent: z.number().int().min(0) }),
  }),
);

/** A new signing secret, shown once; the old one keeps signing for 24 hours. */
export const rotateCallbackSecret = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/callbacks/:id/secret',
    params: idParams,
    response: callback.extend({ secret: z.string() }),
  }),
);

/**
 * Sends to a disabled address again; answers how many events failed to reach it since its
 * failures began (published while it was disabled included), to offer replaying them.
 */
export const enableCallback = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/callbacks/:id/enable',
    params: idParams,
    response: callback.extend({ failed: z.number().int().min(0), failedSince: isoDateTime }),
  }),
);
