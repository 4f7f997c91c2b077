import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { autoRecharge } from '../../jobs/kinds/autoRecharge';

/** A recharge marked in flight longer than this is taken as lost (its job crashed for good). */
export const IN_FLIGHT_STALE_MS = 10 * 60_000;

/**
 * Called by the ledger for every debit, in its transaction: a balance below the rule's
 * threshold claims the wallet's one in-flight slot and enqueues the recharge. The claim is a
 * conditional update of the rule's row, so concurrent debits (on any instance) start one.
 */
export async function checkAutoRecharge(
  trx: Kysely<Database>,
  accountId: string,
  balanceAfter: number,
  now = Date.now(),
) {
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
