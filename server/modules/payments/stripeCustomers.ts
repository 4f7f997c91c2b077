import type Stripe from 'stripe';
import type { Db } from '../../db/connect';

const customerRef = (db: Db, accountId: string) =>
  db.kysely
    .selectFrom('payment_customers')
    .select('customer_ref')
    .where('provider', '=', 'stripe')
    .where('account_id', '=', accountId)
    .executeTakeFirst();

/**
 * The account's Stripe customer, created on its first card checkout and kept: the cards
 * saved at checkouts belong to it, and automatic top-ups charge them through it. Creation
 * carries a key derived from the account, so two first checkouts at once make one customer.
 */
export async function stripeCustomerOf(db: Db, stripe: Stripe, accountId: string) {
  const known = await customerRef(db, accountId);
  if (known) return known.customer_ref;
  const account = await db.kysely
    .selectFrom('accounts')
    .select('email')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const customer = await stripe.customers.create(
    { email: account.email, metadata: { account_id: accountId } },
    { idempotencyKey: `om-customer-${accountId}` },
  );
  await db.kysely
    .insertInto('payment_customers')
    .values({
      provider: 'stripe',
      account_id: accountId,
      customer_ref: customer.id,
      created_at: Date.now(),
    })
    .onConflict((oc) => oc.columns(['provider', 'account_id']).doNothing())
    .execute();
  return (await customerRef(db, accountId))?.customer_ref ?? customer.id;
}

/** The customer already kept for the account, if any. */
export const knownStripeCustomer = async (db: Db, accountId: string) =>
  (await customerRef(db, accountId))?.customer_ref ?? null;
