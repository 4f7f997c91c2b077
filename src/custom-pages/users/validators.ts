import { hasEmoji, passwordProblem } from '../../../contract/rules';

/** Validators of the sub-account and role forms; they return message keys, never text. */
export const noEmoji = (value: unknown): string | undefined =>
  typeof value === 'string' && hasEmoji(value) ? 'validation.emoji' : undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailFormat = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() && !EMAIL.test(value.trim())
    ? 'validation.email'
    : undefined;

export const phoneFormat = (value: unknown): string | undefined =>
  typeof value === 'string' &&
  value.trim() &&
  !/^\+[1-9]\d{6,14}$/.test(value.replace(/[\s\-()]/g, ''))
    ? 'validation.phone'
    : undefined;

export const passwordRule = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? (passwordProblem(value) ?? undefined) : undefined;

/** 'The two passwords do not match!' (spec section 5) against the `password` field. */
export const matchesPassword = (value: unknown, values: Record<string, unknown>) =>
  value === values.password ? undefined : 'validation.passwordMismatch';
