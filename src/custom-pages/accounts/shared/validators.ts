import { hasEmoji, passwordProblem } from '../../../../contract/rules';

/** Validators of the sign-up and reset forms; they return message keys, never text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[1-9]\d{6,14}$/;
const compact = (value: string) => value.replace(/[\s\-()]/g, '');

export const emailFormat = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() && !EMAIL.test(value.trim())
    ? 'validation.email'
    : undefined;

export const phoneFormat = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() && !PHONE.test(compact(value))
    ? 'validation.phone'
    : undefined;

/** Email, or phone in international form: what the code and reset steps accept. */
export const emailOrPhone = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  if (value.includes('@')) return emailFormat(value);
  return PHONE.test(compact(value)) ? undefined : 'auth.errors.accountFormat';
};

export const noEmoji = (value: unknown): string | undefined =>
  typeof value === 'string' && hasEmoji(value) ? 'validation.emoji' : undefined;

export const passwordRule = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? (passwordProblem(value) ?? undefined) : undefined;

/** 'The two passwords do not match!' (spec section 5) against the `password` field. */
export const matchesPassword = (value: unknown, values: Record<string, unknown>) =>
  value === values.password ? undefined : 'validation.passwordMismatch';

export const sixDigits = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() && !/^\d{6}$/.test(value.trim())
    ? 'accounts.code.sixDigits'
    : undefined;
