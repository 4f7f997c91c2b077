import type { z } from 'zod';
import {
  deliveryAlerts,
  MAX_DELIVERY_ALERTS,
  type DeliveryAlert,
} from '../../../contract/deliveryAlerts';
import type { Db } from '../../db/connect';
import { badRequest, conflict } from '../../errors';
import { ownedRecords, type OwnedColumns } from '../../http/ownedRecords';
import { isoTime } from '../../lib/isoTime';
import type { DeliveryAlertsTable } from './table';

const toDeliveryAlert = (row: DeliveryAlertsTable): DeliveryAlert => ({
  id: row.id,
  product: row.product,
  country: row.country,
  belowPercent: row.below_percent,
  minMessages: row.min_messages,
  callbackId: row.callback_id,
  state: row.state === 'firing' ? 'firing' : 'watching',
  firedAt: row.fired_at === null ? null : isoTime(Number(row.fired_at)),
  createdAt: isoTime(Number(row.created_at)),
});

/** List, one, create, update and delete within the account. */
export const deliveryAlertRecords = (db: Db) =>
  ownedRecords(db, {
    table: 'delivery_alerts',
    fields: deliveryAlerts.fields,
    columns: {
      belowPercent: 'below_percent',
      minMessages: 'min_messages',
      callbackId: 'callback_id',
      firedAt: 'fired_at',
      createdAt: 'created_at',
    },
    toRecord: toDeliveryAlert,
  });

type DeliveryAlertInput = z.output<typeof deliveryAlerts.api.create.body>;
type DeliveryAlertChanges = z.output<typeof deliveryAlerts.api.update.body>;

/** A product must be one of the catalogue's, a callback address one of the account's own. */
async function checkReferences(db: Db, mainId: string, input: DeliveryAlertChanges) {
  const [product, address] = await Promise.all([
    input.product
      ? db.kysely
          .selectFrom('products')
          .select('key')
          .where('key', '=', input.product)
          .executeTakeFirst()
      : true,
    input.callbackId
      ? db.kysely
          .selectFrom('callbacks')
          .select('id')
          .where('id', '=', input.callbackId)
          .where('main_id', '=', mainId)
          .executeTakeFirst()
      : true,
  ]);
  const fields: Record<string, string> = {};
  if (!product) fields.product = 'validation.oneOf';
  if (!address) fields.callbackId = 'validation.oneOf';
  if (Object.keys(fields).length > 0) throw badRequest('errors.invalidRequest', fields);
}

/** Adds a delivery alert to the account, watching from now. */
export async function createDeliveryAlert(db: Db, mainId: string, input: DeliveryAlertInput) {
  await checkReferences(db, mainId, input);
  const kept = await db.kysely
    .selectFrom('delivery_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('main_id', '=', mainId)
    .executeTakeFirstOrThrow();
  if (Number(kept.n) >= MAX_DELIVERY_ALERTS) throw conflict('errors.deliveryAlertsLimit');
  return deliveryAlertRecords(db).create(mainId, {
    product: input.product,
    country: input.country,
    below_percent: input.belowPercent,
    min_messages: input.minMessages,
    callback_id: input.callbackId,
    state: 'watching',
    fired_at: null,
    created_at: Date.now(),
  });
}

/**
 * Changes the values the body names; the others stay. A changed rule watches again, so it
 * fires on its new terms (still not within the cooldown of its last firing).
 */
export async function updateDeliveryAlert(
  db: Db,
  mainId: string,
  id: string,
  input: DeliveryAlertChanges,
) {
  await checkReferences(db, mainId, input);
  const changes: Partial<OwnedColumns<'delivery_alerts'>> = {};
  if (input.product !== undefined) changes.product = input.product;
  if (input.country !== undefined) changes.country = input.country;
  if (input.belowPercent !== undefined) changes.below_percent = input.belowPercent;
  if (input.minMessages !== undefined) changes.min_messages = input.minMessages;
  if (input.callbackId !== undefined) changes.callback_id = input.callbackId;
  const rule = ['product', 'country', 'below_percent', 'min_messages'] as const;
  if (rule.some((column) => changes[column] !== undefined)) changes.state = 'watching';
  return deliveryAlertRecords(db).update(mainId, id, changes);
}
