import { passwordProblem } from '../../../contract';
import type { Db } from '../../db/connect';
import { badRequest } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthContext } from '../../http/types';
import { SECRET_CHANGED } from '../../../contract/auditLog';
import { audit, type AuditActor } from '../auditLog/record';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** True when `password` is the account's login password. */
export async function isLoginPassword(db: Db, accountId: string, password: string) {
  const row = await db.kysely
    .selectFrom('accounts')
    .select('password_hash')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return verifyPassword(password, row.password_hash);
}

/**
 * Sets a new login password after checking the current one, and ends every other session of
 * the account in the same transaction (their next call gets 502). Answers how many ended.
 */
export async function changePassword(
  db: Db,
  auth: AuthContext,
  actor: AuditActor,
  change: PasswordChange,
) {
  const problem = passwordProblem(change.newPassword);
  if (problem) throw badRequest(problem, { newPassword: problem });
  if (change.confirmPassword !== change.newPassword)
    throw badRequest('validation.passwordMismatch', {
      confirmPassword: 'validation.passwordMismatch',
    });
  if (!(await isLoginPassword(db, auth.accountId, change.oldPassword)))
    throw badRequest('profileErrors.wrongPassword', { oldPassword: 'profileErrors.wrongPassword' });
  if (change.newPassword === change.oldPassword)
    throw badRequest('profileErrors.samePassword', { newPassword: 'profileErrors.samePassword' });
  const hash = await hashPassword(change.newPassword);
  const now = Date.now();
  return db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ password_hash: hash, updated_at: now })
      .where('id', '=', auth.accountId)
      .execute();
    const ended = await trx
      .updateTable('sessions')
      .set({ revoked_at: now, revoke_reason: 'password' })
      .where('account_id', '=', auth.accountId)
      .where('id', '<>', auth.sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await audit(trx, actor, {
      action: 'update',
      resource: 'profile',
      resourceId: auth.accountId,
      after: { password: SECRET_CHANGED },
    });
    return { otherSessionsEnded: Number(ended.numUpdatedRows) };
  });
}
