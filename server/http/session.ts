import type { FastifyRequest } from 'fastify';
import {
  ALL_PERMISSION_GROUPS,
  permissionGroup,
  TOKEN_HEADER,
  type PermissionGroup,
} from '../../contract';
import type { Db } from '../db/connect';
import { forbidden, sessionRevoked, tokenInvalid } from '../errors';
import { languageOf } from '../i18n';
import { hashToken, newToken } from '../lib/tokens';
import { newId } from '../lib/ids';
import type { AuthContext } from './types';
import { isoTime } from '../lib/isoTime';
import { readSession } from './sessionRead';

const parsePermissions = (json: string | null): PermissionGroup[] => {
  const parsed = permissionGroup.array().safeParse(json ? JSON.parse(json) : []);
  return parsed.success ? parsed.data : [];
};

/**
 * Resolves the `token` header to the caller. No, unknown or expired token: 501.
 * A revoked session, or an account disabled since: 502.
 */
export async function authenticate(db: Db, request: FastifyRequest): Promise<AuthContext> {
  const token = request.headers[TOKEN_HEADER];
  if (typeof token !== 'string' || token.length < 20 || token.length > 128) throw tokenInvalid();
  const row = await readSession(db, hashToken(token));
  if (!row || row.expires_at <= Date.now()) throw tokenInvalid();
  if (row.revoked_at !== null || row.status !== 'active') throw sessionRevoked();
  const isMain = row.main_id === row.accountId;
  return {
    sessionId: row.sessionId,
    accountId: row.accountId,
    mainId: row.main_id,
    isMain,
    permissions: isMain ? [...ALL_PERMISSION_GROUPS] : parsePermissions(row.permissions),
    language: languageOf(request),
  };
}

/** Refuses a caller without the permission group (403; the session stays). */
export function requirePermission(
  auth: AuthContext,
  group: PermissionGroup | undefined,
  mainOnly = false,
) {
  if (group && !auth.permissions.includes(group)) throw forbidden();
  if (mainOnly && !auth.isMain) throw forbidden();
}

/** Opens a session and returns its token, which is never stored in clear. */
export async function openSession(db: Db, accountId: string, ttlMs: number) {
  const token = newToken();
  const now = Date.now();
  const expiresAt = now + ttlMs;
  await db.kysely
    .insertInto('sessions')
    .values({
      id: newId(now),
      account_id: accountId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      revoke_reason: null,
    })
    .execute();
  return { token, expiresAt: isoTime(expiresAt) };
}

/** Revokes one session (sign-out) or every session of an account (password reset, disable). */
export async function revokeSessions(
  db: Db,
  where: { sessionId: string } | { accountId: string },
  reason: string,
) {
  let query = db.kysely
    .updateTable('sessions')
    .set({ revoked_at: Date.now(), revoke_reason: reason })
    .where('revoked_at', 'is', null);
  query =
    'sessionId' in where
      ? query.where('id', '=', where.sessionId)
      : query.where('account_id', '=', where.accountId);
  await query.execute();
}
