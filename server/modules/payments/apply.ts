import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/unique';
import { newId } from '../../lib/ids';
import { setOrderStatus } from '../orders/store';
import { post } from '../wallet/ledger';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentEvent, SavedMethod } from './provider';
import { enqueue } from '../../jobs/enqueue';
import { prepaymentBills } from '../bills/jobs';

/**
 * applied: the order moved; duplicate: this event was seen before; ignored: nothing to do;
 * mismatched: the event names another account than its order's, so nothing moved.
 */
export type ApplyResult = 'applied' | 'duplicate' | 'ignored' | 'mismatched';

/**
 * Applies one provider notification exactly once. The event is recorded under a unique key
 * (provider, event id) in the same transaction as its effect, and the order only moves out
 * of `unpaid` once, so a notification repeated, retried or raced credits the wallet once.
 * A card the payer saved at the checkout is kept for the wallet's automatic top-ups.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  now = Date.now(),
): Promise<ApplyResult> {
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const seen = await trx
        .updateTable('payment_notifications')
        .set((eb) => ({ deliveries: eb('deliveries', '+', 1) }))
        .where('provider', '=', provider)
        .where('event_id', '=', event.eventId)
        .executeTakeFirst();
      if (Number(seen.numUpdatedRows) > 0) return 'duplicate';
      await trx
        .insertInto('payment_notifications')
        .values({
          id: newId(now),
          provider,
          event_id: event.eventId,
          order_id: event.orderId,
          outcome: event.outcome,
          received_at: now,
          deliveries: 1,
        })
        .execute();
      const order = await trx
        .selectFrom('orders')
        .select(['id', 'status', 'amount_micros', 'account_id', 'main_id', 'order_no'])
        .where('id', '=', event.orderId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      // An unknown order or a different amount is never credited.
      if (!order || order.amount_micros !== event.amountMicros) return 'ignored';
      if (event.accountId !== undefined && event.accountId !== order.account_id)
        return 'mismatched';
      if (event.outcome === 'failed') {
        const moved = await setOrderStatus(trx, order, {
          to: 'failed',
          failureReason: event.reason,
          providerRef: event.providerRef,
          now,
        });
        return moved ? 'applied' : 'ignored';
      }
      const moved = await setOrderStatus(trx, order, {
        to: 'paid',
        providerRef: event.providerRef,
        now,
      });
      if (!moved) return 'ignored';
      await post(trx, {
        accountId: order.account_id,
        type: 'top_up',
        amountMicros: order.amount_micros,
        orderId: order.id,
        note: `Top-up ${order.order_no}`,
        now,
      });
      if (
        event.savedMethod &&
        !(await savedBefore(trx, order.account_id, provider, event.savedMethod))
      )
        await trx
          .insertInto('payment_methods')
          .values({
            id: newId(now),
            account_id: order.account_id,
            provider,
            provider_token: event.savedMethod.token,
            brand: event.savedMethod.brand,
            last4: event.savedMethod.last4,
            fingerprint: event.savedMethod.fingerprint ?? null,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['provider', 'provider_token']).doNothing())
          .execute();
      await enqueue(trx, prepaymentBills, { mainId: order.main_id });
      return 'applied';
    });
  } catch (error) {
    // The same event racing itself: the loser's insert hits the unique key.
    if (uniqueViolation(error) !== null) return 'duplicate';
    throw error;
  }
}

/** The account already keeps this card (same fingerprint): it stays saved once. */
async function savedBefore(
  db: Kysely<Database>,
  accountId: string,
  provider: string,
  method: SavedMethod,
) {
  if (!method.fingerprint) return false;
  const row = await db
    .selectFrom('payment_methods')
    .select('id')
    .where('account_id', '=', accountId)
    .where('provider', '=', provider)
    .where('fingerprint', '=', method.fingerprint)
    .executeTakeFirst();
  return row !== undefined;
}
