import { emailFormat, phoneFormat } from '../../../utils/validators';

/** Validators of the code and reset steps; they return message keys, never text. */

/** Email, or phone in international form: what the code and reset steps accept. */
export const emailOrPhone = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  if (value.includes('@')) return emailFormat(value);
  return phoneFormat(value) ? 'auth.errors.accountFormat' : undefined;
};
