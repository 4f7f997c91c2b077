import { z } from 'zod';
import { onFirstUse } from './onFirstUse';

/**
 * Where a message got to. Events arrive in any order and a message keeps the furthest status
 * reached, by rank: a status moves only to a higher rank, and of two with the same rank the
 * first one taken stays (see docs/message-logs.md).
 */
export const MESSAGE_STATUS_RANK = {
  accepted: 1,
  sent: 2,
  // what became of the message on the recipient's side: one per channel or product
  delivered: 3,
  answered: 3,
  unanswered: 3,
  active: 3,
  inactive: 3,
  invalid: 3,
  read: 4,
  // an OTP's outcome comes after its delivery
  verified: 5,
  expired: 5,
  // a failure is the outcome whatever was reported before it: it is what the customer acts on
  undelivered: 6,
  failed: 6,
} as const;

export type MessageStatus = keyof typeof MESSAGE_STATUS_RANK;

export const messageStatus = onFirstUse(() =>
  z.enum(Object.keys(MESSAGE_STATUS_RANK) as [MessageStatus, ...MessageStatus[]]),
);

/** The statuses a message fails with: they carry an error code. */
export const FAILED_STATUSES: readonly MessageStatus[] = ['undelivered', 'failed'];

/**
 * The statuses of a message that reached its recipient, for the delivery rate: delivered and
 * the ones only a delivered message gets to (read, answered, an OTP's verified or expired).
 * An unanswered call and a number detection's result are not deliveries.
 */
export const DELIVERED_STATUSES: readonly MessageStatus[] = [
  'delivered',
  'read',
  'answered',
  'verified',
  'expired',
];

export const isMessageStatus = (value: string): value is MessageStatus =>
  Object.hasOwn(MESSAGE_STATUS_RANK, value);

/** True when `next` moves a message at `current` forward. */
export const movesForward = (current: MessageStatus, next: MessageStatus) =>
  MESSAGE_STATUS_RANK[next] > MESSAGE_STATUS_RANK[current];

export const messageChannel = onFirstUse(() => z.enum(['whatsapp', 'sms', 'voice']));
export type MessageChannel = z.infer<typeof messageChannel>;

export const messageDirection = onFirstUse(() => z.enum(['outbound', 'inbound']));

/** A number's type as libphonenumber-js reads it (null where it cannot tell). */
export const numberType = onFirstUse(() =>
  z.enum([
    'MOBILE',
    'FIXED_LINE',
    'FIXED_LINE_OR_MOBILE',
    'TOLL_FREE',
    'PREMIUM_RATE',
    'SHARED_COST',
    'VOIP',
    'PERSONAL_NUMBER',
    'PAGER',
    'UAN',
    'VOICEMAIL',
  ]),
);
export type NumberType = z.infer<typeof numberType>;
