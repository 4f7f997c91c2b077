import { z } from 'zod';
import { defineCall } from './call';
import { accountType, certificationState, supportedLanguage } from './enums';
import { emailAddress, phoneNumber, plainName, plainText } from './rules';
import { onFirstUse } from './onFirstUse';

/** Account information (spec section 2, /info): the person's own data and their company's. */

export const PROFILE_NAME_MAX = 64;
export const CORPORATE_NAME_MAX = 128;
export const ADDRESS_MAX = 256;
export const WEBSITE_MAX = 256;

export const industry = onFirstUse(() =>
  z.enum([
    'ecommerce',
    'finance',
    'gaming',
    'education',
    'healthcare',
    'logistics',
    'travel',
    'social',
    'software',
    'other',
  ]),
);
export const companySize = onFirstUse(() =>
  z.enum(['1-10', '11-50', '51-200', '201-1000', '1000+']),
);
export const customerVolume = onFirstUse(() =>
  z.enum(['lt1k', '1k-10k', '10k-100k', '100k-1m', 'gt1m']),
);

/** The second factor asked at sign-in: an authenticator app, or a code by SMS or email. */
export const secondFactorMethod = onFirstUse(() => z.enum(['totp', 'sms', 'email']));
export type SecondFactorMethod = z.infer<typeof secondFactorMethod>;

/** A website: http(s), a host with a dot, no spaces. */
export const website = onFirstUse(() =>
  z
    .string()
    .trim()
    .max(WEBSITE_MAX)
    .refine((text) => text === '' || /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i.test(text), {
      message: 'profileErrors.website',
    }),
);

export const profile = onFirstUse(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    name: z.string(),
    accountType,
    /** The language of the emails and messages this account receives. */
    language: supportedLanguage,
    isMain: z.boolean(),
    /** The role of a sub-account; null for a main account. */
    roleName: z.string().nullable(),
    /** The company data below is the main account's; a sub-account sees it read-only. */
    corporateName: z.string().nullable(),
    corporateAddress: z.string().nullable(),
    industry: industry.nullable(),
    companySize: companySize.nullable(),
    customerVolume: customerVolume.nullable(),
    website: z.string().nullable(),
    certificationState,
    /** Changes whenever a new avatar is stored (cache key of GET /v1/account/avatar); null: none. */
    avatarVersion: z.string().nullable(),
    /** A Google account is linked: it can sign in to this account. */
    googleBound: z.boolean(),
    secondFactor: z.object({
      method: secondFactorMethod.nullable(),
      recoveryCodesLeft: z.number().int(),
    }),
  }),
);
export type Profile = z.infer<typeof profile>;

export const getProfile = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/account/profile',
    response: profile,
  }),
);

/** The person's own name and the language of their emails and messages (every account). */
export const updateProfile = onFirstUse(() =>
  defineCall({
    method: 'PUT',
    path: '/v1/account/profile',
    body: z.object({ name: plainName(PROFILE_NAME_MAX), language: supportedLanguage.optional() }),
    response: profile,
  }),
);

const optionalChoice = <E extends z.ZodEnum>(values: E) => values.nullable().default(null);

export const companyUpdate = onFirstUse(() =>
  z.object({
    corporateName: plainText(CORPORATE_NAME_MAX).default(''),
    corporateAddress: plainText(ADDRESS_MAX).default(''),
    industry: optionalChoice(industry),
    companySize: optionalChoice(companySize),
    customerVolume: optionalChoice(customerVolume),
    website: website.default(''),
  }),
);
export type CompanyUpdate = z.input<typeof companyUpdate>;

/** The company's details; only the main account changes them. A corporate account needs a name. */
export const updateCompany = onFirstUse(() =>
  defineCall({
    method: 'PUT',
    path: '/v1/account/company',
    body: companyUpdate,
    response: profile,
  }),
);

/**
 * A new login password. All three values are encoded as spec section 7 says. Every other
 * session of the account ends (their next call gets 502); this one stays signed in.
 */
export const changePassword = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/account/password',
    body: z.object({
      oldPassword: z.string().min(1, { message: 'validation.required' }).max(512),
      newPassword: z.string().min(1, { message: 'validation.required' }).max(512),
      confirmPassword: z.string().min(1, { message: 'validation.required' }).max(512),
    }),
    response: z.object({ otherSessionsEnded: z.number().int() }),
  }),
);

/**
 * The avatar: the body is the image file itself (`Content-Type: application/octet-stream`),
 * JPG or PNG by content, under 3 MB (spec section 5).
 */
export const uploadAvatar = onFirstUse(() =>
  defineCall({
    method: 'PUT',
    path: '/v1/account/avatar',
    response: z.object({ avatarVersion: z.string() }),
  }),
);

/** Path of the caller's avatar image (answers the file, not an envelope). */
export const AVATAR_PATH = '/v1/account/avatar';

/** The caller's avatar image itself (a file answer), or 204 when none is set. */
export const getAvatar = onFirstUse(() =>
  defineCall({ method: 'GET', path: AVATAR_PATH, response: z.unknown() }),
);

/** A new email or phone for the caller's account, checked by kind. */
export const newContact = onFirstUse(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('email'), value: emailAddress }),
    z.object({ kind: z.literal('phone'), value: phoneNumber }),
  ]),
);
export type NewContact = z.input<typeof newContact>;

/** Sends a code to the new email or phone; a taken one gets the spec's duplicate message. */
export const sendContactCode = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/account/contact/code',
    body: newContact,
    response: z.object({ cooldownSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
  }),
);

/** Changes the email or phone once the code sent to the new one is confirmed (encoded). */
export const changeContact = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/account/contact',
    body: z.intersection(
      newContact,
      z.object({ code: z.string().min(1, { message: 'validation.required' }).max(512) }),
    ),
    response: profile,
  }),
);

/** Links the Google account of an ID token (from Google's script) to the caller's account. */
export const bindGoogle = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/account/google',
    body: z.object({ credential: z.string().min(1).max(8192) }),
    response: profile,
  }),
);

export const unbindGoogle = onFirstUse(() =>
  defineCall({
    method: 'DELETE',
    path: '/v1/account/google',
    response: profile,
  }),
);
