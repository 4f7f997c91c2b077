import { website } from '../../../contract/profile';

// validators of the account information forms: they return message keys, never text

/** The server's own website rule (contract/profile.ts). */
export const websiteRule = (value: unknown): string | undefined =>
  typeof value === 'string' && !website.safeParse(value).success
    ? 'profileErrors.website'
    : undefined;

/** 'The two passwords do not match!' (spec section 5) against the `newPassword` field. */
export const matchesNewPassword = (value: unknown, values: Record<string, unknown>) =>
  value === values.newPassword ? undefined : 'validation.passwordMismatch';
