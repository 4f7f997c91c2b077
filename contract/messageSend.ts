import { z } from 'zod';
import { supportedLanguage } from './enums';
import { onFirstUse } from './onFirstUse';

/**
 * The platform's send API (MESSAGE_SENDER=http): the JSON body of the one POST the server
 * makes per SMS, WhatsApp or voice message, signed with Standard Webhooks headers whose
 * `webhook-id` is `id`. docs/messages.md says how it is called.
 */
export const messageSendRequest = onFirstUse(() =>
  z.object({
    /** Ours, the same on every attempt: the platform sends a message id once. */
    id: z.string(),
    channel: z.enum(['sms', 'whatsapp', 'voice']),
    /** A phone number in international form (E.164). */
    to: z.string(),
    /** The messages key of the text, e.g. `auth.mail.code` for a verification code. */
    template: z.string(),
    language: supportedLanguage,
    /** The template's values, e.g. `{ code, minutes }`, as text. */
    variables: z.record(z.string(), z.string()),
    /** The text already written from the template, for a platform without its own. */
    text: z.string(),
  }),
);
export type MessageSendRequest = z.infer<typeof messageSendRequest>;

/** A 2xx answer may name the platform's own id of the message; anything else is ignored. */
export const messageSendAnswer = onFirstUse(() =>
  z.object({ id: z.string().min(1).max(128).optional() }),
);
