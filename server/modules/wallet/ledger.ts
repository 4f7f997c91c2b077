import { sql, type Kysely } from 'kysely';
import { Codes } from '../../../contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { newId } from '../../lib/ids';
import { walletPosted } from './events';

export type LedgerType = 'top_up' | 'deduction' | 'transfer' | 'adjust';

export interface LedgerPosting {
  accountId: string;
  type: LedgerType;
  /** Positive credits the wallet, negative debits it. */
  amountMicros: number;
  orderId?: string | null;
  note?: string | null;
  reference?: string | null;
  now?: number;
}

export const insufficientFunds = () =>
  new AppError(Codes.insufficientFunds, 402, 'wallet.insufficientFunds');

/**
 * The one way a balance changes: updates the wallet and writes its ledger entry, inside the
 * caller's transaction (so the balance always equals the sum of its entries). A debit is a
 * single conditional UPDATE, so concurrent debits can never take the available limit
 * (balance + credit) below zero: PostgreSQL re-checks the condition on the locked row, and
 * SQLite runs one writer at a time. Throws `insufficientFunds` and changes nothing otherwise.
 * Tells `walletPosted` in the same transaction (low-balance alerts and auto-recharge follow it).
 */
export async function post(trx: Kysely<Database>, posting: LedgerPosting) {
  const now = posting.now ?? Date.now();
  const amount = posting.amountMicros;
  await trx
    .insertInto('wallets')
    .values({
      account_id: posting.accountId,
      balance_micros: 0,
      credit_limit_micros: 0,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  let update = trx
    .updateTable('wallets')
    .set({ balance_micros: sql`balance_micros + ${amount}`, updated_at: now })
    .where('account_id', '=', posting.accountId);
  if (amount < 0)
    update = update.where(sql<boolean>`balance_micros + credit_limit_micros + ${amount} >= 0`);
  const wallet = await update
    .returning(['balance_micros', 'credit_limit_micros'])
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
