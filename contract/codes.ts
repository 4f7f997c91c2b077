/**
 * The code catalogue of the envelope. `code` is a string; "000000" is success.
 * 501 and 502 are the spec's forced-logout codes; the others are ours and keep
 * the HTTP status class in their first three digits.
 */
export const Codes = {
  success: '000000',
  tokenInvalid: '501',
  sessionRevoked: '502',
  invalidRequest: '400001',
  badCredentials: '401001',
  /** The wallet's available limit (balance + credit) does not cover the amount. */
  insufficientFunds: '402001',
  /** The second step of a sign-in expired, was used up or never existed: start again. */
  challengeExpired: '401002',
  forbidden: '403001',
  notFound: '404001',
  conflict: '409001',
  /** An Idempotency-Key or a caller's reference came back with other content. */
  referenceReused: '409002',
  /** A request with this Idempotency-Key is still running. */
  requestInProgress: '409003',
  callbackUnreachable: '422001',
  payloadTooLarge: '413001',
  /** A path segment (an id) longer than any the API has. */
  uriTooLong: '414001',
  tooManyRequests: '429001',
  internal: '500001',
  /** A service we depend on (e.g. Google's keys) could not be reached. */
  unavailable: '503001',
} as const;

export type Code = (typeof Codes)[keyof typeof Codes];

/** Codes after which the console clears the session and goes to the login page. */
export const FORCED_LOGOUT_CODES: readonly string[] = [Codes.tokenInvalid, Codes.sessionRevoked];
