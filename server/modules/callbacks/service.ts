import {
  CHECK_EVENT,
  Codes,
  TEST_EVENT,
  type CallbackInput,
  type Language,
} from '../../../contract';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { CallbacksTable } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { translate } from '../../i18n';
import { newId } from '../../lib/ids';
import { eventBody, eventRequest, hostOf, probeMessage, sendCheck } from './deliver';
import { audit, type AuditActor } from '../auditLog/record';
import {
  auditedCallback,
  deliveryRow,
  findCallbackRow,
  pruneDeliveries,
  toCallback,
  toDelivery,
} from './repo';
import { newSecret } from './sign';

/** Values the contract has already trimmed and checked, as stored. */
type CheckedInput = Omit<CallbackInput, 'username' | 'key' | 'authorization'> & {
  username?: string;
  key?: string;
  authorization?: string;
};

/**
 * Saves a callback address after checking it for real: a signed request must be answered
 * with HTTP 200 within 3 seconds, else 422 saying what went wrong (under `fields.url`).
 */
export async function createCallback(
  db: Db,
  config: Config,
  actor: AuditActor,
  mainId: string,
  input: CheckedInput,
  language: Language,
) {
  const now = Date.now();
  const row: CallbacksTable = {
    id: newId(now),
    main_id: mainId,
    name: input.name,
    channel: input.channel,
    events: JSON.stringify(input.events),
    url: input.url,
    method: input.method,
    username: input.username ?? null,
    user_key: input.key ?? null,
    authorization: input.authorization ?? null,
    secret: newSecret(),
    created_at: now,
    status: 'active',
    failing_since: null,
    disabled_at: null,
    previous_secret: null,
    previous_secret_expires_at: null,
  };
  const checkId = newId(now);
  const result = await sendCheck(
    config,
    eventRequest(
      row,
      checkId,
      eventBody(checkId, CHECK_EVENT, { channel: input.channel, events: input.events }, now),
      now,
    ),
  );
  if (result.outcome !== 'ok') {
    const reason = probeMessage(language, result, hostOf(input.url));
    throw new AppError(Codes.callbackUnreachable, 422, 'devtools.callbackUnreachable', {
      values: { reason },
      fields: { url: translate(language, 'devtools.callbackUnreachable', { reason }) },
    });
  }
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('callbacks').values(row).execute();
    await audit(trx, actor, {
      action: 'create',
      resource: 'callback',
      resourceId: row.id,
      after: auditedCallback(row),
    });
  });
  return { ...toCallback(row), secret: row.secret };
}

export async function deleteCallback(db: Db, actor: AuditActor, mainId: string, id: string) {
  const row = await findCallbackRow(db, mainId, id);
  if (!row) throw notFound();
  await db.kysely.transaction().execute(async (trx) => {
    await audit(trx, actor, {
      action: 'delete',
      resource: 'callback',
      resourceId: id,
      before: auditedCallback(row),
    });
    await trx.deleteFrom('callback_deliveries').where('callback_id', '=', id).execute();
    await trx.deleteFrom('callback_messages').where('callback_id', '=', id).execute();
    await trx.deleteFrom('callbacks').where('id', '=', id).where('main_id', '=', mainId).execute();
  });
  return { id };
}

/** Sends a signed test event now, logs it and answers how it went. */
export async function sendTestEvent(
  db: Db,
  config: Config,
  mainId: string,
  id: string,
  language: Language,
) {
  const row = await findCallbackRow(db, mainId, id);
  if (!row) throw notFound();
  const now = Date.now();
  const deliveryId = newId(now);
  const body = eventBody(
    deliveryId,
    TEST_EVENT,
    { message: 'This is a test event from the console.' },
    now,
  );
  const request = eventRequest(row, deliveryId, body, now);
  const result = await sendCheck(config, request);
  const delivery = deliveryRow(deliveryId, id, TEST_EVENT, request, result, now);
  await db.kysely.insertInto('callback_deliveries').values(delivery).execute();
  await pruneDeliveries(db, now);
  return toDelivery(delivery, hostOf(row.url), language);
}
