import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { Codes } from '../../contract';
import { AppError } from '../errors';

/** What a verified Google ID token says about the person. */
export interface GoogleIdentity {
  /** Google's stable id of the account. */
  sub: string;
  email: string | null;
  emailVerified: boolean;
}

export interface GoogleVerifyOptions {
  /** Where Google publishes its signing keys (config `GOOGLE_JWKS_URL`). */
  jwksUrl: string;
  /** Our client id: the token's audience must be it. */
  clientId: string;
}

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
// errors that mean "this token is bad", as opposed to "the keys could not be fetched"
const BAD_TOKEN = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

// one key set per URL, so keys are fetched once and cached by jose
const keySets = new Map<string, JWTVerifyGetKey>();
const keySetOf = (url: string) => {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 });
    keySets.set(url, set);
  }
  return set;
};

export const googleUnavailable = () =>
  new AppError(Codes.unavailable, 503, 'auth.errors.googleUnavailable');
export const googleInvalid = () =>
  new AppError(Codes.badCredentials, 401, 'auth.errors.googleInvalid');

/**
 * Verifies a Google ID token (signature against the JWKS, issuer, audience, expiry) and
 * answers who it is. Throws 401 for a bad token and 503 when Google sign-in is not
 * configured or its keys cannot be fetched (offline).
 */
export async function verifyGoogleIdToken(
  idToken: string,
  options: GoogleVerifyOptions,
): Promise<GoogleIdentity> {
  if (!options.clientId || !options.jwksUrl) throw googleUnavailable();
  try {
    const { payload } = await jwtVerify(idToken, keySetOf(options.jwksUrl), {
      issuer: ISSUERS,
      audience: options.clientId,
      algorithms: ['RS256'],
    });
    if (typeof payload.sub !== 'string' || !payload.sub) throw googleInvalid();
    return {
      sub: payload.sub,
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_TOKEN.has(code)) throw googleInvalid();
    throw googleUnavailable();
  }
}
