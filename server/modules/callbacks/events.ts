import type { Kysely } from 'kysely';
import type { PublishEventBody } from '../../../contract';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { notFound, referenceReused } from '../../errors';
import { canonicalJson } from '../../lib/canonicalJson';
import { enqueue } from '../../jobs/enqueue';
import { callbackDelivery } from './deliveryJob';
import { newId } from '../../lib/ids';
import { eventBody } from './deliver';
import { parseEvents } from './repo';

/** Schedules an attempt of one message, as a job any instance runs. */
export const scheduleAttempt = (
  executor: Kysely<Database>,
  messageId: string,
  attempt: number,
  timing: { runAt?: Date; sooner?: boolean } = {},
) =>
  enqueue(
    executor,
    callbackDelivery,
    { messageId, attempt },
    { key: `callback-delivery:${messageId}:${attempt}`, ...timing },
  );

/**
 * One message of an event for one address, attempted at once by a job; a disabled address
 * gets it as failed, so enabling it can replay it.
 */
async function queueMessage(
  trx: Kysely<Database>,
  address: { id: string; status: string },
  eventId: string,
  type: string,
  body: string,
  now: number,
) {
  const active = address.status === 'active';
  const messageId = newId(now);
  await trx
    .insertInto('callback_messages')
    .values({
      id: messageId,
      callback_id: address.id,
      event_id: eventId,
      event_type: type,
      body,
      state: active ? 'pending' : 'failed',
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (active) await scheduleAttempt(trx, messageId, 1);
}

/**
 * An event of the console's own (a low balance) to one address the account chose for it,
 * whatever it subscribes to. The id makes it idempotent: a retried job sends it once.
 */
export async function sendAccountEvent(
  db: Db,
  mainId: string,
  callbackId: string,
  event: { id: string; type: string; data: Record<string, unknown> },
  now = Date.now(),
) {
  await db.kysely.transaction().execute(async (trx) => {
    const address = await trx
      .selectFrom('callbacks')
      .select(['id', 'status', 'channel'])
      .where('id', '=', callbackId)
      .where('main_id', '=', mainId)
      .executeTakeFirst();
    if (!address) return;
    const inserted = await trx
      .insertInto('callback_events')
      .values({
        main_id: mainId,
        id: event.id,
        channel: address.channel,
        type: event.type,
        data: JSON.stringify(event.data),
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['main_id', 'id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    const body = eventBody(event.id, event.type, event.data, now);
    await queueMessage(trx, address, event.id, event.type, body, now);
  });
}

/**
 * Records an event the platform published and gives each address subscribed to its channel
 * and type one message, in one transaction. An id published before is a duplicate:
 * nothing new is sent; with other content it is refused (409 referenceReused).
 */
export async function publishEvent(db: Db, event: PublishEventBody, now = Date.now()) {
  const account = await db.kysely
    .selectFrom('accounts')
    .select('main_id')
    .where('id', '=', event.accountId)
    .executeTakeFirst();
  if (!account) throw notFound();
  return db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('callback_events')
      .values({
        main_id: account.main_id,
        id: event.id,
        channel: event.channel,
        type: event.type,
        data: JSON.stringify(event.data),
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['main_id', 'id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const first = await trx
        .selectFrom('callback_events')
        .select(['channel', 'type', 'data'])
        .where('main_id', '=', account.main_id)
        .where('id', '=', event.id)
        .executeTakeFirstOrThrow();
      const same =
        first.channel === event.channel &&
        first.type === event.type &&
        canonicalJson(JSON.parse(first.data)) === canonicalJson(event.data);
      if (!same) throw referenceReused();
      return { id: event.id, duplicate: true, deliveries: 0 };
    }

    const addresses = await trx
      .selectFrom('callbacks')
      .select(['id', 'events', 'status'])
      .where('main_id', '=', account.main_id)
      .where('channel', '=', event.channel)
      .execute();
    const subscribed = addresses.filter((address) =>
      parseEvents(address.events).includes(event.type),
    );
    const body = eventBody(event.id, event.type, event.data, now);
    for (const address of subscribed)
      await queueMessage(trx, address, event.id, event.type, body, now);
    const deliveries = subscribed.filter((address) => address.status === 'active').length;
    return { id: event.id, duplicate: false, deliveries };
  });
}

/** A new message of an event already sent to the address: same body, same `webhook-id`. */
export async function redeliver(
  executor: Kysely<Database>,
  message: { callback_id: string; event_id: string; event_type: string; body: string },
  now = Date.now(),
) {
  const messageId = newId(now);
  await executor
    .insertInto('callback_messages')
    .values({ ...message, id: messageId, state: 'pending', created_at: now, updated_at: now })
    .execute();
  await scheduleAttempt(executor, messageId, 1);
}
