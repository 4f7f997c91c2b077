import { z } from 'zod';
import { defineCall } from './call';
import { accountType } from './enums';
import { money } from './money';
import { emailAddress, phoneNumber, plainName } from './rules';
import { signInAnswer } from './secondFactor';
import { onFirstUse } from './onFirstUse';

/**
 * Sign-up, activation, verification codes, the extra sign-in ways (code, Google) and the
 * forgotten-password steps. Passwords and codes travel encoded (see credentials.ts).
 */

/** Why a verification code is sent; each purpose has codes of its own. */
export const codePurpose = onFirstUse(() =>
  z.enum([
    'login',
    'reset',
    'signup-phone',
    'change-email',
    'change-phone',
    'second-factor',
    // the code that proves a phone or email before it becomes the second factor
    'second-factor-setup',
  ]),
);
export type CodePurpose = z.infer<typeof codePurpose>;

/** The purposes a visitor may ask a code for without a session. */
export const publicCodePurpose = onFirstUse(() =>
  codePurpose.extract(['login', 'reset', 'signup-phone']),
);

const encoded = onFirstUse(() => z.string().min(1, { message: 'validation.required' }).max(512));
const accountField = onFirstUse(() =>
  z.string().trim().min(1, { message: 'validation.required' }).max(254),
);

export const codeSent = onFirstUse(() =>
  z.object({
    channel: z.enum(['email', 'sms']),
    /** Seconds before another code may be asked for: the console's countdown. */
    cooldownSeconds: z.number().int(),
    expiresInSeconds: z.number().int(),
  }),
);

/** Sends a 6-digit code to an email address or a phone number (the channel follows). */
export const sendCode = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/code/send',
    auth: false,
    body: z.object({ account: accountField, purpose: publicCodePurpose }),
    response: codeSent,
  }),
);

export const loginByCode = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/login/code',
    auth: false,
    body: z.object({ account: accountField, code: encoded }),
    response: signInAnswer,
  }),
);

/** Google sign-in: `credential` is the ID token Google's script handed the browser. */
export const loginByGoogle = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/login/google',
    auth: false,
    body: z.object({ credential: z.string().min(1).max(8192) }),
    response: signInAnswer,
  }),
);

/** Step one of sign-up: the basic information, checked before the phone step. */
export const signupBasics = onFirstUse(() =>
  z.object({
    email: emailAddress,
    password: encoded,
    confirmPassword: encoded,
    name: plainName(128),
    accountType,
    acceptTerms: z.literal(true, { message: 'auth.errors.acceptTerms' }),
  }),
);

export const signupCheck = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/signup/check',
    auth: false,
    body: signupBasics,
    response: z.null(),
  }),
);

export const signup = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/signup',
    auth: false,
    body: signupBasics.extend({ phone: phoneNumber, code: encoded }),
    response: z.object({ email: z.string() }),
  }),
);

/** The offer shown on the sign-up page: credit granted on activation. */
export const signupOffer = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/user/signup/offer',
    auth: false,
    response: z.object({ trialCredit: money }),
  }),
);

export const activationState = onFirstUse(() =>
  z.enum(['activated', 'expired', 'used', 'invalid']),
);

/** Follows an activation link; the answer says what the screen shows. */
export const activate = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/activate',
    auth: false,
    body: z.object({ token: z.string().min(1).max(128) }),
    response: z.object({ state: activationState, trialCredit: money.nullable() }),
  }),
);

export const resendActivation = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/activation/resend',
    auth: false,
    body: z.object({ email: emailAddress }),
    response: z.null(),
  }),
);

/** Forgotten password, step two: the code for the account gives a short-lived ticket. */
export const resetVerify = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/password/reset/verify',
    auth: false,
    body: z.object({ account: accountField, code: encoded }),
    response: z.object({ ticket: z.string() }),
  }),
);

/** Step three: the new password; every session of the account ends. */
export const resetPassword = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/password/reset',
    auth: false,
    body: z.object({
      ticket: z.string().min(1).max(128),
      password: encoded,
      confirmPassword: encoded,
    }),
    response: z.null(),
  }),
);
