import { Secret, TOTP } from 'otpauth';

/** Name the authenticator app shows above the account's codes. */
export const TOTP_ISSUER = 'OM Console';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30 seconds. */
export const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** A new random 160-bit secret, base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/**
 * The time step of a valid code (the current one, or one step either side for clock drift),
 * or null. The caller refuses a step it has already accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
