/** Validators of the sign-in form; they return message keys, never text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** International or local numbers: digits with an optional +, spaces or dashes between. */
const PHONE = /^\+?\d[\d -]{5,19}$/;

export const requiredValue = (value: unknown): string | undefined =>
  (typeof value === 'string' ? value.trim() : value) ? undefined : 'validation.required';

export const emailOrPhone = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const trimmed = value.trim();
  return EMAIL.test(trimmed) || PHONE.test(trimmed) ? undefined : 'validation.email';
};
