import type { StaffRole, StaffUser } from '../../../contract/staff';
import type { StaffAuditAction } from '../../../contract/staffOperations';
import type { Db } from '../../db/connect';
import type { StaffUsersTable } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { generatePassword } from '../../lib/generatePassword';
import { newId } from '../../lib/ids';
import { isoTime } from '../../lib/isoTime';
import { hashPassword } from '../../lib/password';
import { staffAudit, type StaffActor } from '../auditLog/staffAudit';

/** A one-time password and no authenticator: the next sign-in enrolls (new or reset). */
const AWAITING_FIRST_SIGN_IN = {
  must_change_password: 1,
  totp_secret: null,
  totp_confirmed: 0,
  totp_last_step: null,
  enrollment_hash: null,
  enrollment_expires_at: null,
} satisfies Partial<StaffUsersTable>;

export const staffUserOf = (row: StaffUsersTable): StaffUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  disabled: row.disabled === 1,
  createdAt: isoTime(row.created_at),
  lastSignInAt: row.last_sign_in_at === null ? null : isoTime(row.last_sign_in_at),
});

export interface NewStaffUser {
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * Creates a staff user with a one-time password, answered once and never stored in clear:
 * the first sign-in must enroll an authenticator and set a password of their own.
 * A taken email: 409.
 */
export async function createStaffUser(db: Db, actor: StaffActor, input: NewStaffUser) {
  const email = input.email.trim().toLowerCase();
  const oneTimePassword = generatePassword();
  const now = Date.now();
  const row: StaffUsersTable = {
    id: newId(now),
    email,
    name: input.name.trim() || email,
    role: input.role,
    password_hash: await hashPassword(oneTimePassword),
    ...AWAITING_FIRST_SIGN_IN,
    disabled: 0,
    created_at: now,
    last_sign_in_at: null,
  };
  await db.kysely.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (taken) throw conflict('staff.errors.emailTaken', { email: 'staff.errors.emailTaken' });
    await trx.insertInto('staff_users').values(row).execute();
    await staffAudit(trx, actor, {
      action: 'staffUser.create',
      target: row.id,
      after: { email, name: row.name, role: row.role },
    });
  });
  return { user: staffUserOf(row), oneTimePassword };
}

/**
 * Changes one staff user other than the actor, in one transaction with its audit entry:
 * an unknown id is 404, the actor's own 409 (an admin never locks or demotes themselves).
 * `endSessions`: their sessions end with the change.
 */
async function changeStaffUser(
  db: Db,
  actor: StaffActor,
  id: string,
  action: StaffAuditAction,
  set: Partial<StaffUsersTable>,
  endSessions: boolean,
) {
  if (id === actor.staffUserId) throw conflict('staff.errors.notYourself');
  return db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('staff_users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    await trx.updateTable('staff_users').set(set).where('id', '=', id).execute();
    if (endSessions)
      await trx
        .updateTable('staff_sessions')
        .set({ revoked_at: Date.now() })
        .where('staff_user_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    const after = { ...row, ...set };
    await staffAudit(trx, actor, {
      action,
      target: id,
      before: { role: row.role, disabled: row.disabled === 1 },
      after: { role: after.role, disabled: after.disabled === 1 },
    });
    return staffUserOf(after);
  });
}

export const setStaffUserDisabled = (db: Db, actor: StaffActor, id: string, disabled: boolean) =>
  changeStaffUser(
    db,
    actor,
    id,
    disabled ? 'staffUser.disable' : 'staffUser.enable',
    { disabled: disabled ? 1 : 0 },
    disabled,
  );

export const setStaffUserRole = (db: Db, actor: StaffActor, id: string, role: StaffRole) =>
  changeStaffUser(db, actor, id, 'staffUser.role', { role }, false);

/** A new one-time password; the authenticator is forgotten, so the next sign-in enrolls. */
export async function resetStaffUser(db: Db, actor: StaffActor, id: string) {
  const oneTimePassword = generatePassword();
  const password_hash = await hashPassword(oneTimePassword);
  const user = await changeStaffUser(
    db,
    actor,
    id,
    'staffUser.reset',
    {
      password_hash,
      ...AWAITING_FIRST_SIGN_IN,
    },
    true,
  );
  return { user, oneTimePassword };
}
