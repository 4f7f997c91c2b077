import { z } from 'zod';
import { defineCall } from './call';
import { onFirstUse } from './onFirstUse';

/** How long an account may keep its messages, in days, and how long it does by default. */
export const MIN_MESSAGE_RETENTION_DAYS = 7;
export const MAX_MESSAGE_RETENTION_DAYS = 400;
export const DEFAULT_MESSAGE_RETENTION_DAYS = 90;

/**
 * An account's privacy of its messages (the main account's, for its sub-accounts too):
 * whether message bodies are kept, and how many days messages are kept.
 */
export const messagePrivacy = onFirstUse(() =>
  z.object({
    /** Off by default: a body the platform sends is dropped unless this is on. */
    keepBodies: z.boolean(),
    retentionDays: z
      .number({ message: 'messagePrivacy.retentionRange' })
      .int({ message: 'messagePrivacy.retentionRange' })
      .min(MIN_MESSAGE_RETENTION_DAYS, { message: 'messagePrivacy.retentionRange' })
      .max(MAX_MESSAGE_RETENTION_DAYS, { message: 'messagePrivacy.retentionRange' }),
  }),
);
export type MessagePrivacy = z.infer<typeof messagePrivacy>;

export const getMessagePrivacy = onFirstUse(() =>
  defineCall({ method: 'GET', path: '/v1/messages/privacy', response: messagePrivacy }),
);

export const putMessagePrivacy = onFirstUse(() =>
  defineCall({
    method: 'PUT',
    path: '/v1/messages/privacy',
    body: messagePrivacy.meta({ examples: [{ keepBodies: false, retentionDays: 90 }] }),
    response: messagePrivacy,
  }),
);

/**
 * Erases one number's messages, their journeys and bodies in the account and its
 * sub-accounts. The number as typed (`+55 11 98765-4321`), in international format.
 */
export const forgetNumber = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/messages/forget',
    body: z
      .object({ number: z.string().trim().min(1).max(32) })
      .meta({ examples: [{ number: '+5511987654321' }] }),
    response: z.object({ forgotten: z.number().int().min(0) }),
  }),
);
