import { Codes, DISABLE_AFTER_MS, SECRET_OVERLAP_MS } from '../../../contract';
import { SECRET_CHANGED } from '../../../contract/auditLog';
import type { Db } from '../../db/connect';
import { AppError, notFound } from '../../errors';
import { isoTime } from '../../lib/isoTime';
import { redeliver, scheduleAttempt } from './events';
import { audit, type AuditActor } from '../auditLog/record';
import { auditedCallback, findCallbackRow, toCallback } from './repo';
import { newSecret } from './sign';

async function ownedAddress(db: Db, mainId: string, id: string) {
  const address = await findCallbackRow(db, mainId, id);
  if (!address) throw notFound();
  return address;
}

const refuseWhileDisabled = (status: string) => {
  if (status !== 'active') throw new AppError(Codes.conflict, 409, 'devtools.replayDisabled');
};

/** Sends the event of one logged attempt again (a check or a test event has none to send). */
export async function replayDelivery(db: Db, mainId: string, id: string, deliveryId: string) {
  const address = await ownedAddress(db, mainId, id);
  const message = await db.kysely
    .selectFrom('callback_deliveries as d')
    .innerJoin('callback_messages as m', 'm.id', 'd.message_id')
    .select(['m.callback_id', 'm.event_id', 'm.event_type', 'm.body'])
    .where('d.id', '=', deliveryId)
    .where('d.callback_id', '=', address.id)
    .executeTakeFirst();
  if (!message) throw notFound();
  refuseWhileDisabled(address.status);
  await db.kysely.transaction().execute((trx) => redeliver(trx, message));
  return { replayed: 1 };
}

/** The events whose delivery to the address failed since a time, each once. */
const failedSince = (db: Db, callbackId: string, since: number) =>
  db.kysely
    .selectFrom('callback_messages')
    .select(['callback_id', 'event_id', 'event_type', 'body'])
    .where('callback_id', '=', callbackId)
    .where('state', '=', 'failed')
    .where('created_at', '>=', since)
    // an event replayed and delivered since is not failed any more
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('callback_messages as later')
            .select('later.id')
            .whereRef('later.callback_id', '=', 'callback_messages.callback_id')
            .whereRef('later.event_id', '=', 'callback_messages.event_id')
            .where('later.state', 'in', ['succeeded', 'pending']),
        ),
      ),
    )
    .execute();

const distinctEvents = <T extends { event_id: string }>(messages: T[]) => [
  ...new Map(messages.map((message) => [message.event_id, message])).values(),
];

export async function replayFailed(db: Db, mainId: string, id: string, since: string) {
  const address = await ownedAddress(db, mainId, id);
  refuseWhileDisabled(address.status);
  const events = distinctEvents(await failedSince(db, address.id, Date.parse(since)));
  await db.kysely.transaction().execute(async (trx) => {
    for (const message of events) await redeliver(trx, message);
  });
  return { replayed: events.length };
}

/** The address's messages still being retried: each one's last failed attempt and its time. */
const waitingMessages = (db: Db, callbackId: string) =>
  db.kysely
    .selectFrom('callback_messages as m')
    .innerJoin('callback_deliveries as d', 'd.message_id', 'm.id')
    .select('m.id')
    .select((eb) => [eb.fn.max('d.attempt').as('attempt'), eb.fn.max('d.created_at').as('at')])
    .where('m.callback_id', '=', callbackId)
    .where('m.state', '=', 'pending')
    .groupBy('m.id')
    .execute();

/** How many events wait for a retry and when the soonest is due (`retryMs`: the schedule). */
export async function waitingRetries(
  db: Db,
  mainId: string,
  id: string,
  retryMs: readonly number[],
) {
  const address = await ownedAddress(db, mainId, id);
  const due = (await waitingMessages(db, address.id)).map(
    (row) => Number(row.at) + (retryMs[Number(row.attempt) - 1] ?? 0),
  );
  return {
    waiting: due.length,
    nextAttemptAt: due.length > 0 ? isoTime(Math.min(...due)) : null,
  };
}

/** Their next attempts, due now: each is the attempt it would have been, only sooner. */
export async function sendRetriesNow(db: Db, mainId: string, id: string) {
  const address = await ownedAddress(db, mainId, id);
  refuseWhileDisabled(address.status);
  const waiting = await waitingMessages(db, address.id);
  await db.kysely.transaction().execute(async (trx) => {
    for (const message of waiting)
      await scheduleAttempt(trx, message.id, Number(message.attempt) + 1, { sooner: true });
  });
  return { sent: waiting.length };
}

/** A new secret, shown once; the current one keeps signing beside it for 24 hours. */
export async function rotateSecret(db: Db, actor: AuditActor, mainId: string, id: string) {
  const address = await ownedAddress(db, mainId, id);
  const now = Date.now();
  const changes = {
    secret: newSecret(),
    previous_secret: address.secret,
    previous_secret_expires_at: now + SECRET_OVERLAP_MS,
  };
  await db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('callbacks').set(changes).where('id', '=', address.id).execute();
    await audit(trx, actor, {
      action: 'rotateSecret',
      resource: 'callback',
      resourceId: address.id,
      before: auditedCallback(address),
      after: { ...auditedCallback(address), secret: SECRET_CHANGED },
    });
  });
  return { ...toCallback({ ...address, ...changes }), secret: changes.secret };
}

/** Sends to the address again and says what failed since its failures began. */
export async function enableCallback(db: Db, actor: AuditActor, mainId: string, id: string) {
  const address = await ownedAddress(db, mainId, id);
  const now = Date.now();
  const since = address.failing_since ?? (address.disabled_at ?? now) - DISABLE_AFTER_MS;
  const changes = { status: 'active', disabled_at: null, failing_since: null };
  await db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('callbacks').set(changes).where('id', '=', address.id).execute();
    await audit(trx, actor, {
      action: 'enable',
      resource: 'callback',
      resourceId: address.id,
      before: auditedCallback(address),
      after: auditedCallback({ ...address, ...changes }),
    });
  });
  const failed = distinctEvents(await failedSince(db, address.id, since)).length;
  return { ...toCallback({ ...address, ...changes }), failed, failedSince: isoTime(since) };
}
