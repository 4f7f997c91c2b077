import type { Db } from '../../db/connect';

/**
 * The account whose wallet pays when `accountId` spends: the main account for itself and for
 * dependent billing, the sub-account itself for independent billing. With a product, that
 * product's grant decides (null: the sub-account may not use it); without one, the wallet a
 * sub-account tops up and sees on home: its own once any product bills independently.
 */
export async function payingAccountOf(
  db: Db,
  accountId: string,
  mainId: string,
  productKey?: string,
): Promise<string | null> {
  if (accountId === mainId) return mainId;
  let query = db.kysely
    .selectFrom('sub_account_products')
    .select('billing_method')
    .where('account_id', '=', accountId);
  if (productKey) query = query.where('product_key', '=', productKey);
  const grants = await query.execute();
  if (productKey && grants.length === 0) return null;
  return grants.some((grant) => grant.billing_method === 'independent') ? accountId : mainId;
}
