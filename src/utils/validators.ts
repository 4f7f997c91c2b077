import { hasEmoji, passwordProblem } from '../../contract/rules';

/** Validators the console's forms share; they return message keys, never text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[1-9]\d{6,14}$/;
const compact = (value: string) => value.replace(/[\s\-()]/g, '');

export const emailFormat = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() && !EMAIL.test(value.trim())
    ? 'validation.email'
    : undefined;

/** A phone number in international form (+ and country code); spaces, dashes, brackets allowed. */
export const phoneFormat = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() && !PHONE.test(compact(value))
    ? 'validation.phone'
    : undefined;

export const noEmoji = (value: unknown): string | undefined =>
  typeof value === 'string' && hasEmoji(value) ? 'validation.emoji' : undefined;

/** The server's own password rule (contract/rules.ts). */
export const passwordRule = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? (passwordProblem(value) ?? undefined) : undefined;

/** 'The two passwords do not match!' (spec section 5) against the `password` field. */
export const matchesPassword = (value: unknown, values: Record<string, unknown>) =>
  value === values.password ? undefined : 'validation.passwordMismatch';

/** A one-time code: six digits, as sent by email or SMS and shown by authenticator apps. */
export const sixDigits = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() && !/^\d{6}$/.test(value.trim())
    ? 'accounts.code.sixDigits'
    : undefined;
