import { Codes, type Role, type RoleInput } from '../../../contract';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/unique';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { newId } from '../../lib/ids';
import type { AuthContext } from '../../http/types';
import { audit, type AuditActor } from '../auditLog/record';
import { assertGroupsCovered } from './grants';
import { findRole, nameTaken } from './repo';

const nameExists = () => conflict('errors.roleNameExists', { name: 'errors.roleNameExists' });

/** Runs a write, turning a unique-name race into the same 409 a checked duplicate gets. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'name') throw nameExists();
    throw error;
  }
}

/** A role of the caller's account that the caller may change, or 404 / 403. */
async function ownRole(db: Db, auth: AuthContext, id: string): Promise<Role> {
  const role = await findRole(db, auth.mainId, id);
  if (!role) throw notFound();
  assertGroupsCovered(auth, role.permissions);
  return role;
}

/** A role as the audit log keeps it. */
const audited = (role: Pick<RoleInput, 'name' | 'permissions'>) => ({
  name: role.name,
  permissions: role.permissions,
});

export async function createRole(
  db: Db,
  auth: AuthContext,
  actor: AuditActor,
  input: RoleInput,
): Promise<Role> {
  assertGroupsCovered(auth, input.permissions);
  if (await nameTaken(db, auth.mainId, input.name)) throw nameExists();
  const now = Date.now();
  const id = newId(now);
  await guardName(() =>
    db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('roles')
        .values({
          id,
          main_id: auth.mainId,
          name: input.name,
          permissions: JSON.stringify(input.permissions),
          created_at: now,
        })
        .execute();
      await audit(trx, actor, {
        action: 'create',
        resource: 'role',
        resourceId: id,
        after: audited(input),
      });
    }),
  );
  return (await findRole(db, auth.mainId, id)) as Role;
}

/** Renames a role or changes its groups; its holders get the new groups on their next call. */
export async function updateRole(
  db: Db,
  auth: AuthContext,
  actor: AuditActor,
  id: string,
  input: RoleInput,
) {
  const before = await ownRole(db, auth, id);
  assertGroupsCovered(auth, input.permissions);
  if (await nameTaken(db, auth.mainId, input.name, id)) throw nameExists();
  await guardName(() =>
    db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('roles')
        .set({ name: input.name, permissions: JSON.stringify(input.permissions) })
        .where('id', '=', id)
        .where('main_id', '=', auth.mainId)
        .execute();
      await audit(trx, actor, {
        action: 'update',
        resource: 'role',
        resourceId: id,
        before: audited(before),
        after: audited(input),
      });
    }),
  );
  return (await findRole(db, auth.mainId, id)) as Role;
}

/**
 * Deletes a role. Its holders must go somewhere first: without `reassignTo` a role in use is
 * refused with their count, with it they move to that role in the same transaction.
 */
export async function deleteRole(
  db: Db,
  auth: AuthContext,
  actor: AuditActor,
  id: string,
  reassignTo?: string,
) {
  const role = await ownRole(db, auth, id);
  if (role.accountCount > 0 && !reassignTo) {
    throw new AppError(Codes.conflict, 409, 'errors.roleInUse', {
      values: { count: role.accountCount },
    });
  }
  if (reassignTo !== undefined && role.accountCount > 0) {
    if (reassignTo === id)
      throw badRequest('errors.reassignToSelf', { reassignTo: 'errors.reassignToSelf' });
    const target = await findRole(db, auth.mainId, reassignTo);
    if (!target) throw badRequest('errors.roleNotFound', { reassignTo: 'errors.roleNotFound' });
    assertGroupsCovered(auth, target.permissions);
  }
  return db.kysely.transaction().execute(async (trx) => {
    let reassigned = 0;
    if (reassignTo !== undefined && role.accountCount > 0) {
      const result = await trx
        .updateTable('accounts')
        .set({ role_id: reassignTo, updated_at: Date.now() })
        .where('role_id', '=', id)
        .where('main_id', '=', auth.mainId)
        .executeTakeFirst();
      reassigned = Number(result.numUpdatedRows);
    }
    // A holder added since the count above would be left without a role: refuse instead.
    const left = await trx
      .selectFrom('accounts')
      .select('id')
      .where('role_id', '=', id)
      .executeTakeFirst();
    if (left) throw new AppError(Codes.conflict, 409, 'errors.roleInUse', { values: { count: 1 } });
    await trx.deleteFrom('roles').where('id', '=', id).where('main_id', '=', auth.mainId).execute();
    await audit(trx, actor, {
      action: 'delete',
      resource: 'role',
      resourceId: id,
      before: { ...audited(role), ...(reassigned > 0 && { holdersMovedTo: reassignTo }) },
    });
    return { id, reassigned };
  });
}
