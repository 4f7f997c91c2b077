import { enqueue } from '../../jobs/enqueue';
import type { WalletPosted } from '../wallet/events';
import { autoRecharge } from './job';

/** A recharge marked in flight longer than this is taken as lost (its job crashed for good). */
export const IN_FLIGHT_STALE_MS = 10 * 60_000;

/**
 * Follows every posting (`walletPosted`), in the ledger's transaction: a debit that leaves the
 * balance below the rule's threshold claims the wallet's one in-flight slot and enqueues the
 * recharge. The claim is a conditional update of the rule's row, so concurrent debits (on any
 * instance) start one.
 */
export async function checkAutoRecharge({
  trx,
  accountId,
  amountMicros,
  balanceAfterMicros: balanceAfter,
  now,
}: WalletPosted) {
  if (amountMicros >= 0) return;
  const claimed = await trx
    .updateTable('auto_recharge_rules')
    .set({ in_flight_since: now })
    .where('account_id', '=', accountId)
    .where('enabled', '=', 1)
    .where('below_micros', '>', balanceAfter)
    .where((eb) =>
      eb.or([
        eb('in_flight_since', 'is', null),
        eb('in_flight_since', '<', now - IN_FLIGHT_STALE_MS),
      ]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) > 0) await enqueue(trx, autoRecharge, { accountId });
}
