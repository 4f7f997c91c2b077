import { z } from 'zod';
import {
  ALERT_COOLDOWN_MS,
  ALERT_SLOT_MS,
  ALERT_WINDOW_MS,
} from '../../../contract/deliveryAlerts';
import type { Db } from '../../db/connect';
import { enqueue } from '../../jobs/enqueue';
import { defineJob } from '../../jobs/types';
import { deliveryRateAlert } from './notifyJob';
import { SLOTS_KEPT_MS } from './slots';
import type { DeliveryAlertsTable } from './table';

/** Alerts read per round, with their accounts' slots. */
const PAGE = 500;

interface Counts {
  delivered: number;
  failed: number;
}

/** An account's window summed by product and country (PostgreSQL sums are strings). */
interface SlotSum {
  main_id: string;
  product: string;
  country: string;
  delivered: number | string;
  failed: number | string;
}

/** An alert's counts in the window: the account's slots of its product and country. */
function countsOf(alert: DeliveryAlertsTable, slots: SlotSum[]): Counts {
  const counts = { delivered: 0, failed: 0 };
  for (const slot of slots) {
    if (slot.main_id !== alert.main_id) continue;
    if (alert.product !== null && slot.product !== alert.product) continue;
    if (alert.country !== null && slot.country !== alert.country) continue;
    counts.delivered += Number(slot.delivered);
    counts.failed += Number(slot.failed);
  }
  return counts;
}

/**
 * Evaluates every alert against the last hour of its account's slots (the slots starting in
 * the hour before `now`). A watching alert whose rate is below its threshold with enough
 * messages fires (an email and an event, by a job enqueued with the change), unless it fired
 * within the cooldown; a firing alert whose rate is back at or above it, with enough messages,
 * watches again. Each change is conditional on the state read, so a repeated run changes
 * nothing twice.
 */
export async function evaluateAlerts(db: Db, now = Date.now()) {
  const windowStart = now - ALERT_WINDOW_MS;
  let after = '';
  for (;;) {
    const alerts = await db.kysely
      .selectFrom('delivery_alerts')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (alerts.length === 0) return;
    after = alerts[alerts.length - 1].id;
    const slots: SlotSum[] = await db.kysely
      .selectFrom('delivery_slots')
      .select(['main_id', 'product', 'country'])
      .select((eb) => [
        eb.fn.sum<number>('delivered').as('delivered'),
        eb.fn.sum<number>('failed').as('failed'),
      ])
      .where('main_id', 'in', [...new Set(alerts.map((alert) => alert.main_id))])
      .where('slot', '>', windowStart)
      .groupBy(['main_id', 'product', 'country'])
      .execute();
    for (const alert of alerts) await judge(db, alert, countsOf(alert, slots), now);
  }
}

async function judge(db: Db, alert: DeliveryAlertsTable, counts: Counts, now: number) {
  const messages = counts.delivered + counts.failed;
  if (messages < alert.min_messages) return;
  const rate = (counts.delivered * 100) / messages;
  const low = rate < alert.below_percent;
  if (alert.state === 'firing' && !low) {
    await db.kysely
      .updateTable('delivery_alerts')
      .set({ state: 'watching' })
      .where('id', '=', alert.id)
      .where('state', '=', 'firing')
      .execute();
    return;
  }
  const cooling = alert.fired_at !== null && now - Number(alert.fired_at) < ALERT_COOLDOWN_MS;
  if (alert.state !== 'watching' || !low || cooling) return;
  await db.kysely.transaction().execute(async (trx) => {
    const fired = await trx
      .updateTable('delivery_alerts')
      .set({ state: 'firing', fired_at: now })
      .where('id', '=', alert.id)
      .where('state', '=', 'watching')
      .executeTakeFirst();
    if (Number(fired.numUpdatedRows) === 0) return;
    await enqueue(
      trx,
      deliveryRateAlert,
      { alertId: alert.id, firedAt: now, ...counts },
      { key: `delivery-rate-alert:${alert.id}:${now}` },
    );
  });
}

/** Every five minutes, once across the fleet: judges the alerts and drops the old slots. */
export const deliveryAlertsCheck = defineJob({
  kind: 'delivery-alerts',
  payload: z.object({ periodStart: z.number() }),
  maxAttempts: 3,
  every: ALERT_SLOT_MS,
  async run(_payload, { db }) {
    const now = Date.now();
    await evaluateAlerts(db, now);
    await db.kysely
      .deleteFrom('delivery_slots')
      .where('slot', '<', now - SLOTS_KEPT_MS - ALERT_WINDOW_MS)
      .execute();
  },
});
