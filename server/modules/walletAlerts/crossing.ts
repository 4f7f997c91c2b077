import { enqueue } from '../../jobs/enqueue';
import type { WalletPosted } from '../wallet/events';
import { balanceAlert } from './balanceAlertJob';
import { ruleOf } from './rules';

/**
 * Follows every balance change (`walletPosted`), in the ledger's transaction: a debit that takes the
 * available limit from at or above a threshold to below it fires that threshold once (a
 * job sends the messages); a credit that brings it back to or above a threshold re-arms it.
 */
export async function checkAlerts({
  trx,
  accountId,
  availableBeforeMicros: availableBefore,
  availableAfterMicros: availableAfter,
}: WalletPosted) {
  if (availableAfter === availableBefore) return;
  const rule = await ruleOf(trx, accountId);
  if (!rule || rule.thresholdsMicros.length === 0) return;
  if (availableAfter > availableBefore) {
    await trx
      .deleteFrom('wallet_alerts_fired')
      .where('account_id', '=', accountId)
      .where('threshold_micros', '<=', availableAfter)
      .execute();
    return;
  }
  const crossed = rule.thresholdsMicros.filter(
    (threshold) => availableBefore >= threshold && availableAfter < threshold,
  );
  const firedAt = Date.now();
  for (const threshold of crossed) {
    const fired = await trx
      .insertInto('wallet_alerts_fired')
      .values({ account_id: accountId, threshold_micros: threshold, fired_at: firedAt })
      .onConflict((oc) => oc.columns(['account_id', 'threshold_micros']).doNothing())
      .executeTakeFirst();
    if (Number(fired.numInsertedOrUpdatedRows ?? 0) === 1)
      await enqueue(trx, balanceAlert, {
        accountId,
        thresholdMicros: threshold,
        availableMicros: availableAfter,
        firedAt,
      });
  }
}
