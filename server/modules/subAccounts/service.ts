import type { Transaction } from 'kysely';
import type { z } from 'zod';
import {
  Codes,
  type SubAccount,
  type subAccountCreate,
  type subAccountUpdate,
} from '../../../contract';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { uniqueViolation } from '../../db/unique';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { newId } from '../../lib/ids';
import type { AuthContext } from '../../http/types';
import { revokeSessions } from '../../http/session';
import { assertGroupsCovered, assertProductsCovered, cannotManageSelf } from '../roles/grants';
import { findRole } from '../roles/repo';
import { choosePassword } from './password';
import { activatedKeys, findSubAccount, takenContacts } from './repo';
import { SECRET_CHANGED } from '../../../contract/auditLog';
import { audit, type AuditActor } from '../auditLog/record';

type Profile = z.output<typeof subAccountUpdate>;
type Created = z.output<typeof subAccountCreate>;
type Trx = Transaction<Database>;

const duplicate = (field: 'email' | 'phone') => {
  const key = field === 'email' ? 'errors.emailExists' : 'errors.phoneExists';
  return conflict(key, { [field]: key });
};

/** Runs a write, turning a unique-contact race into the duplicate's own 409. */
async function guardContacts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const column = uniqueViolation(error);
    if (column === 'email' || column === 'phone') throw duplicate(column);
    throw error;
  }
}

/** Checks what a profile grants and names before anything is written. */
async function checkProfile(db: Db, auth: AuthContext, profile: Profile, exceptId?: string) {
  const role = await findRole(db, auth.mainId, profile.roleId);
  if (!role) throw badRequest('errors.roleNotFound', { roleId: 'errors.roleNotFound' });
  assertGroupsCovered(auth, role.permissions);
  const activated = await activatedKeys(db, auth.mainId);
  if (profile.products.some((grant) => !activated.has(grant.productKey)))
    throw badRequest('errors.productNotActivated', { products: 'errors.productNotActivated' });
  await assertProductsCovered(db, auth, profile.products);
  const taken = await takenContacts(db, profile.email, profile.phone, exceptId);
  if (taken.email) throw duplicate('email');
  if (taken.phone) throw duplicate('phone');
}

/** Replaces a sub-account's product grants; independent billing needs its own wallet. */
async function writeProducts(
  trx: Trx,
  accountId: string,
  products: Profile['products'],
  now: number,
) {
  await trx.deleteFrom('sub_account_products').where('account_id', '=', accountId).execute();
  if (products.length === 0) return;
  await trx
    .insertInto('sub_account_products')
    .values(
      products.map((grant) => ({
        account_id: accountId,
        product_key: grant.productKey,
        billing_method: grant.billingMethod,
        created_at: now,
      })),
    )
    .execute();
  if (products.some((grant) => grant.billingMethod === 'independent')) {
    await trx
      .insertInto('wallets')
      .values({ account_id: accountId, balance_micros: 0, credit_limit_micros: 0, updated_at: now })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
  }
}

/** A sub-account of the caller's account that the caller may change, or 404 / 403. */
async function manageable(db: Db, auth: AuthContext, id: string): Promise<SubAccount> {
  const target = await findSubAccount(db, auth.mainId, id);
  if (!target) throw notFound();
  if (target.id === auth.accountId) throw cannotManageSelf();
  if (!auth.isMain) {
    const role = await findRole(db, auth.mainId, target.roleId);
    assertGroupsCovered(auth, role?.permissions ?? []);
    await assertProductsCovered(db, auth, target.products);
  }
  return target;
}

/** A sub-account as the audit log keeps it (its password only ever as "changed"). */
const audited = (
  sub: Pick<Profile, 'email' | 'phone' | 'name' | 'roleId' | 'remarks' | 'products'>,
) => ({
  email: sub.email,
  phone: sub.phone,
  name: sub.name,
  roleId: sub.roleId,
  remarks: sub.remarks,
  products: sub.products,
});

const reload = async (db: Db, auth: AuthContext, id: string) =>
  (await findSubAccount(db, auth.mainId, id)) as SubAccount;

export async function createSubAccount(
  db: Db,
  auth: AuthContext,
  actor: AuditActor,
  input: Created,
  credentialKey: string,
) {
  await checkProfile(db, auth, input);
  const password = await choosePassword(input.passwordMode, input.password, credentialKey);
  const now = Date.now();
  const id = newId(now);
  await guardContacts(() =>
    db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('accounts')
        .values({
          id,
          main_id: auth.mainId,
          email: input.email,
          phone: input.phone,
          name: input.name,
          corporate_name: null,
          account_type: 'corporate',
          role_id: input.roleId,
          password_hash: password.hash,
          status: 'active',
          certification_state: 'not_certified',
          remarks: input.remarks,
          created_at: now,
          updated_at: now,
          // a new person reads their emails in their main account's language until they choose
          language: trx
            .selectFrom('accounts as main')
            .select('main.language')
            .where('main.id', '=', auth.mainId),
        })
        .execute();
      await writeProducts(trx, id, input.products, now);
      await audit(trx, actor, {
        action: 'create',
        resource: 'subAccount',
        resourceId: id,
        after: { ...audited(input), status: 'active', password: SECRET_CHANGED },
      });
    }),
  );
  return { ...(await reload(db, auth, id)), generatedPassword: password.generated };
}

export async function updateSubAccount(
  db: Db,
  auth: AuthContext,
  actor: AuditActor,
  id: string,
  input: Profile,
) {
  const before = await manageable(db, auth, id);
  await checkProfile(db, auth, input, id);
  const now = Date.now();
  await guardContacts(() =>
    db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('accounts')
        .set({
          email: input.email,
          phone: input.phone,
          name: input.name,
          role_id: input.roleId,
          remarks: input.remarks,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('main_id', '=', auth.mainId)
        .execute();
      await writeProducts(trx, id, input.products, now);
      await audit(trx, actor, {
        action: 'update',
        resource: 'subAccount',
        resourceId: id,
        before: audited(before),
        after: audited(input),
      });
    }),
  );
  return reload(db, auth, id);
}

/** Enables or disables; disabling ends every session at once (their next call gets 502). */
export async function setStatus(
  db: Db,
  auth: AuthContext,
  actor: AuditActor,
  id: string,
  status: 'active' | 'disabled',
) {
  const before = await manageable(db, auth, id);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ status, updated_at: Date.now() })
      .where('id', '=', id)
      .where('main_id', '=', auth.mainId)
      .execute();
    await audit(trx, actor, {
      action: status === 'active' ? 'open' : 'close',
      resource: 'subAccount',
      resourceId: id,
      before: { status: before.status },
      after: { status },
    });
  });
  if (status === 'disabled') await revokeSessions(db, { accountId: id }, 'disabled');
  return reload(db, auth, id);
}

/** A new password for the sub-account; whoever was signed in as it is signed out. */
export async function resetPassword(
  db: Db,
  auth: AuthContext,
  actor: AuditActor,
  id: string,
  input: { passwordMode: 'auto' | 'custom'; password?: string },
  credentialKey: string,
) {
  await manageable(db, auth, id);
  const password = await choosePassword(input.passwordMode, input.password, credentialKey);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ password_hash: password.hash, updated_at: Date.now() })
      .where('id', '=', id)
      .where('main_id', '=', auth.mainId)
      .execute();
    await audit(trx, actor, {
      action: 'update',
      resource: 'subAccount',
      resourceId: id,
      after: { password: SECRET_CHANGED },
    });
  });
  await revokeSessions(db, { accountId: id }, 'password');
  return { ...(await reload(db, auth, id)), generatedPassword: password.generated };
}

/**
 * Deletes a sub-account and its grants. Money is never dropped: one whose own wallet still
 * holds a balance is refused (disable it instead). Its orders stay with the main account.
 */
export async function deleteSubAccount(db: Db, auth: AuthContext, actor: AuditActor, id: string) {
  const before = await manageable(db, auth, id);
  await db.kysely.transaction().execute(async (trx) => {
    const wallet = await trx
      .selectFrom('wallets')
      .select('balance_micros')
      .where('account_id', '=', id)
      .executeTakeFirst();
    if (wallet && wallet.balance_micros !== 0)
      throw new AppError(Codes.conflict, 409, 'errors.ownWalletNotEmpty');
    await trx
      .updateTable('sessions')
      .set({ revoked_at: Date.now(), revoke_reason: 'deleted' })
      .where('account_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx.deleteFrom('sub_account_products').where('account_id', '=', id).execute();
    await trx.deleteFrom('notice_reads').where('account_id', '=', id).execute();
    await trx.deleteFrom('wallets').where('account_id', '=', id).execute();
    await trx
      .deleteFrom('accounts')
      .where('id', '=', id)
      .where('main_id', '=', auth.mainId)
      .execute();
    await audit(trx, actor, {
      action: 'delete',
      resource: 'subAccount',
      resourceId: id,
      before: { ...audited(before), status: before.status },
    });
  });
  return { id };
}
