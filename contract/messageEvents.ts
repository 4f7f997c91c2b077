import { z } from 'zod';
import { defineCall } from './call';
import { isoDateTime } from './list';
import { money, toMicros } from './money';
import { messageChannel, messageDirection } from './messageStatus';
import { onFirstUse } from './onFirstUse';

/** Most events one call carries. */
export const MESSAGE_EVENT_BATCH = 1000;

/** Highest unit price an event may carry (USD 10), so every price stays an exact integer. */
const MAX_UNIT_PRICE_MICROS = 10_000_000;
const KEY = /^[\x21-\x7e]{1,64}$/;
const key = () => z.string().regex(KEY, { message: 'validation.invalid' });

/**
 * One event of a message, as the platform reports it. `status` and `to` are checked apart
 * (an unknown status or a bad number is refused by its own reason), so here they are text.
 */
export const messageEvent = onFirstUse(() =>
  z.object({
    /** The event's own id: an id taken before changes nothing. */
    id: key(),
    messageId: key(),
    accountId: key(),
    apiKeyId: key().optional(),
    /** A product key of the catalogue (`whatsapp`, `otp_sms`…). */
    product: key(),
    channel: messageChannel,
    direction: messageDirection,
    /** The sender: a number, a sender ID or a WhatsApp business number. */
    from: z.string().min(1).max(64),
    /** The recipient's number in E.164 (`+5511987654321`). */
    to: z.string().min(1).max(32),
    template: z.string().min(1).max(128).optional(),
    segments: z.number().int().min(1).max(100).optional(),
    /** USD per segment, a decimal string ("0.0052"). */
    unitPrice: money
      .refine((value) => /^\d/.test(value) && toMicros(value) <= MAX_UNIT_PRICE_MICROS, {
        message: 'validation.money',
      })
      .optional(),
    body: z.string().max(4096).optional(),
    status: z.string().min(1).max(32),
    errorCode: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,16}$/, { message: 'validation.invalid' })
      .optional(),
    at: isoDateTime,
  }),
);
export type MessageEvent = z.infer<typeof messageEvent>;

/** Why an event of a batch was not taken. */
export const eventRefusal = onFirstUse(() =>
  z.enum([
    /** It does not match the event's schema (`field` names the first wrong field). */
    'invalidEvent',
    'unknownStatus',
    /** `to` is not a valid number in E.164. */
    'invalidNumber',
    'unknownAccount',
    'unknownProduct',
    /** The API key is not one of the account's. */
    'unknownApiKey',
    /** The message id is another account's message. */
    'otherAccountsMessage',
  ]),
);
export type EventRefusal = z.infer<typeof eventRefusal>;

export const messageEventsBody = onFirstUse(() =>
  z.object({
    // each event is checked on its own, so one bad event is refused alone (see messageEvent)
    events: z.array(z.unknown()).min(1).max(MESSAGE_EVENT_BATCH),
  }),
);

export const messageEventsResult = onFirstUse(() =>
  z.object({
    /** Events taken now (each changed the message's timeline). */
    accepted: z.number().int().min(0),
    /** Events whose id was taken before: nothing changed. */
    duplicates: z.number().int().min(0),
    refused: z.array(
      z.object({
        index: z.number().int().min(0),
        reason: eventRefusal,
        field: z.string().optional(),
      }),
    ),
  }),
);
export type MessageEventsResult = z.infer<typeof messageEventsResult>;

/** The platform reports what happened to messages (POST /om/internal/v1/message-events). */
export const recordMessageEvents = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/message-events',
    operator: true,
    body: messageEventsBody.meta({
      examples: [
        {
          events: [
            {
              id: 'evt-8d1f2a',
              messageId: 'msg-51c9e0',
              accountId: '018f2b6c1a40e3d5b7a9c1',
              product: 'sms_verification',
              channel: 'sms',
              direction: 'outbound',
              from: 'ACME',
              to: '+5511987654321',
              segments: 1,
              unitPrice: '0.0052',
              status: 'delivered',
              at: '2026-11-28T09:15:02.120Z',
            },
          ],
        },
      ],
    }),
    response: messageEventsResult,
  }),
);
