import { z } from 'zod';
import type { ApiCall } from './call';
import { idParams, isoDateTime, listOf, listQuery } from './list';
import { SUSPENDED } from './enums';
import { onFirstUse } from './onFirstUse';

/**
 * The staff console's calls, under /om/staff: the platform's own people, with
 * their own users, sessions (the `X-Staff-Token` header) and roles. Customer tokens are
 * never accepted here, nor staff tokens under /om/api.
 */
export const STAFF_BASE = '/om/staff';
export const STAFF_TOKEN_HEADER = 'x-staff-token';
export { STAFF_PATH } from './constants';

export const STAFF_ROLES = ['support', 'reviewer', 'finance', 'admin'] as const;
export const staffRole = onFirstUse(() => z.enum(STAFF_ROLES));
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff call: `roles` may call it (admin always may); none listed means any signed-in staff. */
export interface StaffCall extends ApiCall {
  roles?: readonly StaffRole[];
}
export const defineStaffCall = <const C extends StaffCall>(call: C): C => call;

/** Credentials travel encoded, as customers' do (spec section 7). */
const encoded = onFirstUse(() => z.string().min(1, { message: 'validation.required' }).max(512));

export const staffSession = onFirstUse(() =>
  z.object({ token: z.string(), expiresAt: isoDateTime }),
);

/** First sign-in: the one-time password was right; the authenticator must be enrolled first. */
export const staffEnrollment = onFirstUse(() =>
  z.object({ enroll: z.object({ ticket: z.string(), expiresAt: isoDateTime }) }),
);

/** Email, password and the authenticator's code; without a code only a first sign-in passes. */
export const staffSignIn = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/session',
    auth: false,
    body: z.object({
      email: z.string().trim().toLowerCase().min(1).max(254),
      password: encoded,
      code: encoded.optional(),
    }),
    response: z.union([staffSession, staffEnrollment]),
  }),
);

const enrollmentTicket = onFirstUse(() => z.string().min(20).max(128));

/** The authenticator secret of a first sign-in, to scan (QR made by the server) or type. */
export const staffEnrollStart = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/session/enroll',
    auth: false,
    body: z.object({ ticket: enrollmentTicket }),
    response: z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() }),
  }),
);

/** Confirms the first code and replaces the one-time password; answers the first session. */
export const staffEnrollConfirm = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/session/enroll/confirm',
    auth: false,
    body: z.object({ ticket: enrollmentTicket, code: encoded, newPassword: encoded }),
    response: staffSession,
  }),
);

export const staffSignOut = onFirstUse(() =>
  defineStaffCall({ method: 'DELETE', path: '/v1/session', response: z.null() }),
);

export const staffUser = onFirstUse(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: staffRole,
    disabled: z.boolean(),
    createdAt: isoDateTime,
    lastSignInAt: isoDateTime.nullable(),
  }),
);
export type StaffUser = z.infer<typeof staffUser>;

export const staffMe = onFirstUse(() =>
  defineStaffCall({ method: 'GET', path: '/v1/me', response: staffUser }),
);

/** An account's states as staff see them (a sub-account's own and the platform's). */
export const STAFF_ACCOUNT_STATUSES = ['pending', 'active', 'disabled', SUSPENDED] as const;

export const staffAccount = onFirstUse(() =>
  z.object({
    id: z.string(),
    mainId: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    name: z.string(),
    company: z.string().nullable(),
    status: z.string(),
    createdAt: isoDateTime,
  }),
);

/** Accounts by email, phone, company, account id or order number (any part, any case). */
export const staffAccountSearch = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/accounts',
    roles: ['support', 'finance'],
    query: listQuery(['createdAt'], 'createdAt').extend({
      q: z.string().trim().max(128).default(''),
    }),
    response: listOf(staffAccount),
  }),
);

export const staffUserList = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/staff-users',
    roles: ['admin'],
    query: listQuery(['createdAt'], 'createdAt'),
    response: listOf(staffUser),
  }),
);

/** Creates a staff user; answers the one-time password, shown this once. */
export const staffUserCreate = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/staff-users',
    roles: ['admin'],
    body: z.object({
      email: z.email({ message: 'validation.email' }).max(254),
      name: z.string().trim().max(128).default(''),
      role: staffRole,
    }),
    response: z.object({ user: staffUser, oneTimePassword: z.string() }),
  }),
);

/**
 * Disables a staff user: their sessions end and sign-in is refused until enabled again.
 * An admin cannot disable themselves (409), so an admin always remains.
 */
export const staffUserDisable = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/staff-users/:id/disable',
    roles: ['admin'],
    params: idParams,
    response: staffUser,
  }),
);

export const staffUserEnable = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/staff-users/:id/enable',
    roles: ['admin'],
    params: idParams,
    response: staffUser,
  }),
);

/** Gives a staff user another role, in effect on their next call; never one's own (409). */
export const staffUserRoleSet = onFirstUse(() =>
  defineStaffCall({
    method: 'PUT',
    path: '/v1/staff-users/:id/role',
    roles: ['admin'],
    params: idParams,
    body: z.object({ role: staffRole }),
    response: staffUser,
  }),
);

/**
 * A new one-time password (answered this once) for a staff user who lost theirs or their
 * authenticator: their sessions end and the next sign-in enrolls an authenticator again.
 * Not one's own (409): an admin signed in has both.
 */
export const staffUserReset = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/staff-users/:id/reset',
    roles: ['admin'],
    params: idParams,
    response: z.object({ user: staffUser, oneTimePassword: z.string() }),
  }),
);
