import { emailFormat, phoneFormat } from '../../../utils/validators';

/** Email, or phone in international form: what the code and reset steps accept (a message key). */
export const emailOrPhone = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  if (value.includes('@')) return emailFormat(value);
  return phoneFormat(value) ? 'auth.errors.accountFormat' : undefined;
};
