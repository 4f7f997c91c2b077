import { z } from 'zod';
import { defineCall } from './call';
import { isoDateTime } from './list';
import { secondFactorMethod } from './profile';
import { onFirstUse } from './onFirstUse';

/**
 * Login secondary verification (spec section 2, account information). With it enabled, every
 * way of signing in answers a short-lived challenge instead of a session; the second factor
 * (a TOTP code, a recovery code, or a code sent by SMS or email) turns it into the session.
 */

export const signInSession = onFirstUse(() =>
  z.object({ token: z.string(), expiresAt: isoDateTime }),
);

export const secondFactorChallenge = onFirstUse(() =>
  z.object({
    secondFactor: z.object({
      challenge: z.string(),
      method: secondFactorMethod,
      /** Where a code goes, masked (e.g. "+86138****0000"); null for an authenticator app. */
      destination: z.string().nullable(),
      expiresAt: isoDateTime,
    }),
  }),
);
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>['secondFactor'];

/** What a sign-in call answers: the session, or the challenge of the second step. */
export const signInAnswer = onFirstUse(() => z.union([signInSession, secondFactorChallenge]));
export type SignInAnswer = z.infer<typeof signInAnswer>;

export const RECOVERY_CODE_COUNT = 10;
/** How long the second step may take, and how many wrong codes it allows. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

const challengeToken = onFirstUse(() => z.string().min(20).max(128));
/** A code, encoded like every credential (spec section 7). */
const encodedCode = onFirstUse(() =>
  z.string().min(1, { message: 'validation.required' }).max(512),
);

export const verifySecondFactor = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/login/second-factor',
    auth: false,
    body: z.object({
      challenge: challengeToken,
      code: encodedCode,
      /** The code is one of the recovery codes instead of the usual second factor. */
      recovery: z.boolean().default(false),
    }),
    response: signInSession,
  }),
);

/** The account's TOTP secret, to scan (QR code made by the server) or type in. */
export const totpSetup = onFirstUse(() =>
  z.object({
    secret: z.string(),
    otpauthUri: z.string(),
    /** PNG data URL of the QR code of `otpauthUri`. */
    qrCode: z.string(),
  }),
);
export type TotpSetup = z.infer<typeof totpSetup>;

/** Starts (or restarts) authenticator-app setup; nothing changes until it is confirmed. */
export const startTotpSetup = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/account/second-factor/totp',
    response: totpSetup,
  }),
);

/** Confirms setup with a code from the app; answers the recovery codes, shown this once. */
export const enableTotp = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/account/second-factor/totp/enable',
    body: z.object({ code: encodedCode }),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  }),
);

/** Seconds before another code may be sent (the console's countdown) and its validity. */
export const codeTiming = onFirstUse(() =>
  z.object({
    cooldownSeconds: z.number().int(),
    expiresInSeconds: z.number().int(),
  }),
);

/** Sends the code of a challenge whose method is SMS or email to the account's own contact. */
export const sendSecondFactorCode = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/login/second-factor/code',
    auth: false,
    body: z.object({ challenge: challengeToken }),
    response: codeTiming,
  }),
);

/** The methods that send a code: to the account's phone (sms) or email. */
export const codeMethod = onFirstUse(() => secondFactorMethod.extract(['sms', 'email']));
export type CodeMethod = z.infer<typeof codeMethod>;

/** Sends a code to the caller's own phone or email, to prove it before it becomes the factor. */
export const startCodeFactor = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/account/second-factor/code',
    body: z.object({ method: codeMethod }),
    response: codeTiming,
  }),
);

/** Makes codes by SMS or email the second factor, once the code just sent is confirmed. */
export const enableCodeFactor = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/account/second-factor/code/enable',
    body: z.object({ method: codeMethod, code: encodedCode }),
    response: z.null(),
  }),
);

/** Turns the second factor off; needs the login password (encoded). */
export const disableSecondFactor = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/account/second-factor/disable',
    body: z.object({ password: encodedCode }),
    response: z.null(),
  }),
);

/** A new set of recovery codes (the old ones stop working); needs the login password. */
export const renewRecoveryCodes = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/account/second-factor/recovery-codes',
    body: z.object({ password: encodedCode }),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  }),
);
