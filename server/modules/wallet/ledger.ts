import { sql, type Kysely } from 'kysely';
import { Codes } from '../../../contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { newId } from '../../lib/ids';
import { wholeCentCharge } from './cents';
import { walletPosted } from './events';

export type LedgerType = 'top_up' | 'deduction' | 'transfer' | 'adjust';

export interface LedgerPosting {
  accountId: string;
  type: LedgerType;
  /** Positive credits the wallet, negative debits it; whole cents. */
  amountMicros: number;
  orderId?: string | null;
  note?: string | null;
  reference?: string | null;
  now?: number;
}

/** Usage charged to a wallet (a `deduction`): its exact cost, which may hold fractions of a cent. */
export type UsageCharge = Omit<LedgerPosting, 'type' | 'amountMicros'> & { costMicros: number };

export const insufficientFunds = () =>
  new AppError(Codes.insufficientFunds, 402, 'wallet.insufficientFunds');

const openWallet = (trx: Kysely<Database>, accountId: string, now: number) =>
  trx
    .insertInto('wallets')
    .values({ account_id: accountId, balance_micros: 0, credit_limit_micros: 0, updated_at: now })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();

/**
 * The one way a balance changes: updates the wallet and writes its ledger entry, inside the
 * caller's transaction (so the balance always equals the sum of its entries). A debit is a
 * single conditional UPDATE, so concurrent debits can never take the available limit
 * (balance + credit) below zero: PostgreSQL re-checks the condition on the locked row, and
 * SQLite runs one writer at a time. Throws `insufficientFunds` and changes nothing otherwise.
 * The entry takes the wallet's next posting number, so same-time entries keep their order.
 * Tells `walletPosted` in the same transaction (low-balance alerts and auto-recharge follow it).
 */
export async function post(
  trx: Kysely<Database>,
  posting: LedgerPosting,
  unchargedMicros?: number,
) {
  const now = posting.now ?? Date.now();
  const amount = posting.amountMicros;
  await openWallet(trx, posting.accountId, now);
  let update = trx
    .updateTable('wallets')
    .set({
      balance_micros: sql`balance_micros + ${amount}`,
      postings: sql`postings + 1`,
      updated_at: now,
      ...(unchargedMicros === undefined ? {} : { uncharged_micros: unchargedMicros }),
    })
    .where('account_id', '=', posting.accountId);
  if (amount < 0)
    update = update.where(sql<boolean>`balance_micros + credit_limit_micros + ${amount} >= 0`);
  const wallet = await update
    .returning(['balance_micros', 'credit_limit_micros', 'postings'])
    .executeTakeFirst();
  if (!wallet) throw insufficientFunds();
  const entry = {
    id: newId(now),
    account_id: posting.accountId,
    type: posting.type,
    amount_micros: amount,
    balance_after_micros: Number(wallet.balance_micros),
    order_id: posting.orderId ?? null,
    note: posting.note ?? null,
    reference: posting.reference ?? null,
    created_at: now,
    seq: Number(wallet.postings),
  };
  await trx.insertInto('ledger_entries').values(entry).execute();
  const availableAfter = entry.balance_after_micros + Number(wallet.credit_limit_micros);
  await walletPosted.publish({
    trx,
    accountId: posting.accountId,
    amountMicros: amount,
    balanceAfterMicros: entry.balance_after_micros,
    availableBeforeMicros: availableAfter - amount,
    availableAfterMicros: availableAfter,
    now,
  });
  return { entry, creditLimitMicros: Number(wallet.credit_limit_micros) };
}

/**
 * Charges usage in whole cents (`wholeCentCharge`): the wallet's row is locked first (a no-op
 * UPDATE, which PostgreSQL locks and SQLite serialises), so the fraction carried from the
 * last charge is read and replaced by one charge at a time.
 */
export async function charge(trx: Kysely<Database>, { costMicros, ...posting }: UsageCharge) {
  const now = posting.now ?? Date.now();
  await openWallet(trx, posting.accountId, now);
  const wallet = await trx
    .updateTable('wallets')
    .set({ updated_at: sql`updated_at` })
    .where('account_id', '=', posting.accountId)
    .returning(['balance_micros', 'uncharged_micros'])
    .executeTakeFirstOrThrow();
  const { amountMicros, unchargedMicros } = wholeCentCharge(
    Number(wallet.balance_micros),
    Number(wallet.uncharged_micros),
    costMicros,
  );
  return post(trx, { ...posting, type: 'deduction', amountMicros, now }, unchargedMicros);
}
