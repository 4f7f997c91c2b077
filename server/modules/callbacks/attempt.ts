import type { FastifyBaseLogger } from 'fastify';
import { BASE_PATH, DISABLE_AFTER_MS } from '../../../contract';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { newId } from '../../lib/ids';
import { createSender, emailAccount } from '../../messaging';
import { eventRequest, sendEvent } from './deliver';
import { scheduleAttempt } from './events';
import { deliveryRow, pruneDeliveries } from './repo';

/**
 * One attempt to deliver a message: sent with the address's current rules, logged, and then
 * either done (any 2xx), scheduled again on the retry schedule, or failed for good. An
 * address whose attempts have failed for 5 days without a success is disabled, once, and the
 * account is told by email.
 */
export async function attemptDelivery(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  messageId: string,
  attempt: number,
) {
  const message = await db.kysely
    .selectFrom('callback_messages')
    .selectAll()
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!message || message.state !== 'pending') return;
  const address = await db.kysely
    .selectFrom('callbacks')
    .selectAll()
    .where('id', '=', message.callback_id)
    .executeTakeFirst();
  if (!address || address.status !== 'active') {
    await finish(db.kysely, messageId, 'failed');
    return;
  }
  // a crash after sending leaves its log row: that attempt is not sent twice
  const logged = await db.kysely
    .selectFrom('callback_deliveries')
    .select('id')
    .where('message_id', '=', messageId)
    .where('attempt', '=', attempt)
    .executeTakeFirst();
  if (logged) return;

  const now = Date.now();
  const request = eventRequest(address, message.event_id, message.body, now);
  const result = await sendEvent(config, request);
  const delivered = result.outcome === 'ok';
  const failingSince = address.failing_since ?? now;
  const disable = !delivered && now - failingSince >= DISABLE_AFTER_MS;
  const retryIn = config.callbackRetryMs[attempt - 1];

  const disabled = await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('callback_deliveries')
      .values(
        deliveryRow(newId(now), address.id, message.event_type, request, result, now, {
          id: messageId,
          eventId: message.event_id,
          attempt,
        }),
      )
      .execute();
    await trx
      .updateTable('callbacks')
      .set({ failing_since: delivered ? null : failingSince })
      .where('id', '=', address.id)
      .execute();
    if (disable) {
      const changed = await trx
        .updateTable('callbacks')
        .set({ status: 'disabled', disabled_at: now })
        .where('id', '=', address.id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      await trx
        .updateTable('callback_messages')
        .set({ state: 'failed', updated_at: now })
        .where('callback_id', '=', address.id)
        .where('state', '=', 'pending')
        .execute();
      return Number(changed.numUpdatedRows) > 0;
    }
    if (!delivered && retryIn !== undefined) {
      await trx
        .updateTable('callback_messages')
        .set({ updated_at: now })
        .where('id', '=', messageId)
        .execute();
      await scheduleAttempt(trx, messageId, attempt + 1, { runAt: new Date(now + retryIn) });
    } else await finish(trx, messageId, delivered ? 'succeeded' : 'failed', now);
    return false;
  });
  await pruneDeliveries(db, now);
  if (disabled) await tellDisabled(db, config, log, address.main_id, address.name, address.url);
}

const finish = (
  executor: Pick<Db['kysely'], 'updateTable'>,
  messageId: string,
  state: 'succeeded' | 'failed',
  now = Date.now(),
) =>
  executor
    .updateTable('callback_messages')
    .set({ state, updated_at: now })
    .where('id', '=', messageId)
    .execute();

const tellDisabled = (
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  mainId: string,
  name: string,
  url: string,
) =>
  emailAccount(createSender(config, db, log), db, mainId, {
    purpose: 'callback-disabled',
    template: 'devtools.disabledMail',
    variables: { name, url, settings: `${config.publicUrl}${BASE_PATH}/api-key/callback-setting` },
  });
