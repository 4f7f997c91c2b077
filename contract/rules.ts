import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { onFirstUse } from './onFirstUse';

/**
 * Text rules of spec section 5 shared by every form that needs them, in the console and on
 * the server alike. Messages are keys of messages/ (shared messages).
 */

/**
 * Emoji as a person types them: pictographs shown as emoji by default, text symbols turned
 * into emoji by the variation selector, flags and keycaps. Plain symbols such as ® stay allowed.
 */
const EMOJI =
  /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}|\u20E3/u;

export const hasEmoji = (text: string) => EMOJI.test(text);

/** Special characters a password may hold: printable ASCII that is neither letter nor digit. */
const PASSWORD_CHARS = /^[\x21-\x7E]+$/;

/**
 * Password rule (spec section 5): 6 to 16 characters from letters, digits and special
 * characters (no spaces), with at least one of each kind. Of the two readings of the digit
 * rule we take "any digit"; generated passwords always hold a digit from 1 to 9, so they pass
 * either reading.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    return 'validation.passwordLength';
  if (!PASSWORD_CHARS.test(password)) return 'validation.passwordChars';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password))
    return 'validation.passwordMix';
  return null;
}

/** A person's or thing's name: trimmed, required, no emoji. */
export const plainName = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max)
    .refine((text) => !hasEmoji(text), { message: 'validation.emoji' });

/** Free text such as remarks: optional, no emoji. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !hasEmoji(text), { message: 'validation.emoji' });

/** An email address, compared and stored in lower case. */
export const emailAddress = onFirstUse(() =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'validation.email' })),
);

/**
 * A mobile number in international form (+ country code, 7 to 15 digits); spaces, dashes and
 * brackets a person types are dropped, so sign-in by phone finds it.
 */
export const phoneNumber = onFirstUse(() =>
  z
    .string()
    .transform((text) => text.replace(/[\s\-()]/g, ''))
    .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, { message: 'validation.phone' })),
);
