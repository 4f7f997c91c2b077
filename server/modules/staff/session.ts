import type { FastifyRequest } from 'fastify';
import { STAFF_TOKEN_HEADER, type StaffRole } from '../../../contract/staff';
import type { Db } from '../../db/connect';
import { forbidden, tokenInvalid } from '../../errors';
import { newId } from '../../lib/ids';
import { isoTime } from '../../lib/isoTime';
import { hashToken, newToken } from '../../lib/tokens';

/** Who is calling a staff route. */
export interface StaffContext {
  sessionId: string;
  staffUserId: string;
  role: StaffRole;
}

/**
 * Resolves the `X-Staff-Token` header to a staff user: a token of the staff sessions table
 * only, so a customer's token (other header, other table) never passes. No, unknown,
 * expired or revoked token, or a disabled staff user: 401.
 */
export async function authenticateStaff(db: Db, request: FastifyRequest): Promise<StaffContext> {
  const token = request.headers[STAFF_TOKEN_HEADER];
  if (typeof token !== 'string' || token.length < 20 || token.length > 128) throw tokenInvalid();
  const row = await db.kysely
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_users as u', 'u.id', 's.staff_user_id')
    .select(['s.id as sessionId', 's.expires_at', 's.revoked_at', 'u.id', 'u.role', 'u.disabled'])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= Date.now() || row.revoked_at !== null || row.disabled)
    throw tokenInvalid();
  return { sessionId: row.sessionId, staffUserId: row.id, role: row.role as StaffRole };
}

/** Admin may call everything; others only the routes that list their role ([] = any staff). */
export function requireStaffRole(staff: StaffContext, roles: readonly StaffRole[]) {
  if (staff.role === 'admin' || roles.length === 0 || roles.includes(staff.role)) return;
  throw forbidden();
}

export async function openStaffSession(db: Db, staffUserId: string, ttlMs: number) {
  const token = newToken();
  const now = Date.now();
  await db.kysely
    .insertInto('staff_sessions')
    .values({
      id: newId(now),
      staff_user_id: staffUserId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: now + ttlMs,
      revoked_at: null,
    })
    .execute();
  await db.kysely
    .updateTable('staff_users')
    .set({ last_sign_in_at: now })
    .where('id', '=', staffUserId)
    .execute();
  return { token, expiresAt: isoTime(now + ttlMs) };
}

export async function revokeStaffSession(db: Db, sessionId: string) {
  await db.kysely
    .updateTable('staff_sessions')
    .set({ revoked_at: Date.now() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
