import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainEvent } from '../../lib/domainEvent';

/** A balance changed by one ledger entry, told inside the posting's transaction. */
export interface WalletPosted {
  trx: Kysely<Database>;
  accountId: string;
  /** Positive credited the wallet, negative debited it. */
  amountMicros: number;
  balanceAfterMicros: number;
  /** Balance plus credit limit, before and after the entry. */
  availableBeforeMicros: number;
  availableAfterMicros: number;
  now: number;
}

/** Followed by the low-balance alerts and the automatic recharge. */
export const walletPosted = domainEvent<WalletPosted>('wallet.posted');
