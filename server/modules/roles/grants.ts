import type { PermissionGroup, ProductGrant } from '../../../contract';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { AuthContext } from '../../http/types';
import { Codes } from '../../../contract';

/**
 * The rule that keeps delegation safe: a sub-account holding the account group manages
 * sub-accounts and roles, but never grants more than it holds itself, and never changes its
 * own sub-account (else it could hand itself any role). The main account holds everything.
 */
export const cannotGrantMore = () => new AppError(Codes.forbidden, 403, 'errors.cannotGrantMore');
export const cannotManageSelf = () => new AppError(Codes.forbidden, 403, 'errors.cannotManageSelf');

/** Refuses permission groups the caller does not hold. */
export function assertGroupsCovered(auth: AuthContext, groups: readonly PermissionGroup[]) {
  if (groups.some((group) => !auth.permissions.includes(group))) throw cannotGrantMore();
}

/** The product grants of one sub-account, keyed by product. */
export async function grantsOf(db: Db, accountId: string): Promise<Map<string, string>> {
  const rows = await db.kysely
    .selectFrom('sub_account_products')
    .select(['product_key', 'billing_method'])
    .where('account_id', '=', accountId)
    .execute();
  return new Map(rows.map((row) => [row.product_key, row.billing_method]));
}

/**
 * Refuses product grants a sub-account caller could not use itself: a product it is not
 * authorized for, or billing on the main wallet when it pays from its own.
 */
export async function assertProductsCovered(
  db: Db,
  auth: AuthContext,
  grants: readonly ProductGrant[],
) {
  if (auth.isMain || grants.length === 0) return;
  const own = await grantsOf(db, auth.accountId);
  for (const grant of grants) {
    const held = own.get(grant.productKey);
    if (!held) throw cannotGrantMore();
    if (grant.billingMethod === 'dependent' && held !== 'dependent') throw cannotGrantMore();
  }
}
