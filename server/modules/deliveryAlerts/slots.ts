import { ALERT_SLOT_MS, ALERT_WINDOW_MS } from '../../../contract/deliveryAlerts';
import { MESSAGE_STATUS_RANK, isMessageStatus } from '../../../contract/messageStatus';
import type { MessagesChanged } from '../messageLogs/events';
import type { MessagesTable } from '../messageLogs/table';

/** Slots older than this are no longer written (and the evaluation deletes them). */
export const SLOTS_KEPT_MS = 2 * ALERT_WINDOW_MS;

type Outcome = 'delivered' | 'failed';

/**
 * What a message counts as: a failure (rank 6), delivered once the recipient's side answered
 * (ranks 3 to 5: delivered, read, answered, an OTP's outcome, a detection's result), and
 * nothing while it is only accepted or sent, so a message on its way lowers no rate.
 */
function outcomeOf(message: MessagesTable): Outcome | null {
  if (message.direction !== 'outbound' || !isMessageStatus(message.status)) return null;
  const rank = MESSAGE_STATUS_RANK[message.status];
  return rank >= 6 ? 'failed' : rank >= 3 ? 'delivered' : null;
}

const slotOf = (at: number) => Math.floor(at / ALERT_SLOT_MS) * ALERT_SLOT_MS;

/**
 * Moves each changed message's count in the recent slots from its old outcome to its new one,
 * in the batch's transaction: a slot always holds its messages' outcomes. A message sent
 * before the kept slots is not counted (its sending time only ever moves earlier).
 */
export async function countSlots({ trx, changes }: MessagesChanged) {
  const oldest = slotOf(Date.now() - SLOTS_KEPT_MS);
  const deltas = new Map<string, { key: [string, number, string, string]; d: number; f: number }>();
  const add = (message: MessagesTable, sign: 1 | -1) => {
    const outcome = outcomeOf(message);
    const slot = slotOf(Number(message.created_at));
    if (outcome === null || slot < oldest) return;
    const key: [string, number, string, string] = [
      message.main_id,
      slot,
      message.product,
      message.country ?? '',
    ];
    const text = JSON.stringify(key);
    const entry = deltas.get(text) ?? { key, d: 0, f: 0 };
    if (outcome === 'delivered') entry.d += sign;
    else entry.f += sign;
    deltas.set(text, entry);
  };
  for (const { before, after } of changes) {
    if (before) add(before, -1);
    add(after, 1);
  }
  // one order, so concurrent batches wait for each other rather than deadlock
  const rows = [...deltas.entries()]
    .filter(([, entry]) => entry.d !== 0 || entry.f !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, { key, d, f }]) => ({
      main_id: key[0],
      slot: key[1],
      product: key[2],
      country: key[3],
      delivered: d,
      failed: f,
    }));
  if (rows.length === 0) return;
  await trx
    .insertInto('delivery_slots')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['main_id', 'slot', 'product', 'country']).doUpdateSet((eb) => ({
        delivered: eb('delivery_slots.delivered', '+', eb.ref('excluded.delivered')),
        failed: eb('delivery_slots.failed', '+', eb.ref('excluded.failed')),
      })),
    )
    .execute();
}
