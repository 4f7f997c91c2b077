import { setImmediate as turn } from 'node:timers/promises';
import { sql, type Transaction } from 'kysely';
import { MESSAGE_EVENT_BATCH, type MessageEventsResult } from '../../../contract/messageEvents';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { checkEvents, type CheckedEvent, type Refusal } from './checks';
import { applyEvent, newMessage } from './merge';
import { createMonth, monthStart } from './partitions';
import { messagesChanged } from './events';
import { moveDayCounts } from './rollup';
import type { MessagesTable } from './table';

/** Months whose partitions a database is known to have (PostgreSQL). */
const madeMonths = new WeakMap<Db, Set<number>>();

/** Makes the partitions of the months the events fall in, outside the batch's transaction. */
async function ensureMonths(db: Db, events: CheckedEvent[]) {
  if (db.dialect !== 'postgres') return;
  const made = madeMonths.get(db) ?? new Set<number>();
  madeMonths.set(db, made);
  for (const start of new Set(events.map(({ at }) => monthStart(at)))) {
    if (made.has(start)) continue;
    await createMonth(db.kysely, start);
    made.add(start);
  }
}

/**
 * One message at a time across instances (PostgreSQL): each batch locks its messages' ids,
 * in one order, for its transaction. SQLite writes one transaction at a time anyway.
 */
export async function lockMessages(trx: Transaction<Database>, db: Db, ids: string[]) {
  if (db.dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(h) from (
      select distinct hashtextextended(id, 0) as h from unnest(${ids}::text[]) as id order by h
    ) as locks`.execute(trx);
}

/**
 * Events checked and written per transaction. On SQLite a transaction holds the event loop for
 * its whole write, so a batch is written 100 events at a time and the API's requests are
 * answered between them (a batch of 1,000 in one held it for 30–60 ms). On PostgreSQL the
 * writes wait on the database without holding the thread, and every transaction costs its
 * round trips: a batch is one transaction (100 at a time cut the broker's rate by three).
 */
const eventsPerTransaction = (db: Db) => (db.dialect === 'sqlite' ? 100 : MESSAGE_EVENT_BATCH);

/**
 * Takes a batch of the platform's events: each checked on its own (the refused answered by
 * index), the others written a slice per transaction (on SQLite; the whole batch on
 * PostgreSQL), so an event is wholly written or not at all. An event id taken before changes
 * nothing (a batch retried after a failure mid-way answers its written events as
 * duplicates); a message keeps its furthest status.
 */
export async function recordEvents(
  db: Db,
  raw: unknown[],
  now = Date.now(),
): Promise<MessageEventsResult> {
  const result: MessageEventsResult = { accepted: 0, duplicates: 0, refused: [] };
  const size = eventsPerTransaction(db);
  for (let start = 0; start < raw.length; start += size) {
    if (start > 0) await turn();
    const slice = await recordSlice(db, raw.slice(start, start + size), now);
    result.accepted += slice.accepted;
    result.duplicates += slice.duplicates;
    for (const refusal of slice.refused)
      result.refused.push({ ...refusal, index: refusal.index + start });
  }
  return result;
}

async function recordSlice(db: Db, raw: unknown[], now: number): Promise<MessageEventsResult> {
  const { checked, refused } = await checkEvents(db, raw, now);
  await ensureMonths(db, checked);
  const written = await db.kysely.transaction().execute((trx) => writeEvents(trx, db, checked));
  return {
    accepted: written.accepted,
    duplicates: written.duplicates,
    refused: [...refused, ...written.refused].sort((a, b) => a.index - b.index),
  };
}

async function writeEvents(trx: Transaction<Database>, db: Db, checked: CheckedEvent[]) {
  const refused: Refusal[] = [];
  if (checked.length === 0) return { accepted: 0, duplicates: 0, refused };
  const messageIds = [...new Set(checked.map(({ event }) => event.messageId))];
  await lockMessages(trx, db, messageIds);
  const seen = new Set(
    (
      await trx
        .selectFrom('message_events')
        .select('id')
        .where(
          'id',
          'in',
          checked.map(({ event }) => event.id),
        )
        .execute()
    ).map((row) => row.id),
  );
  const stored = await trx
    .selectFrom('messages')
    .selectAll()
    .where('id', 'in', messageIds)
    .execute();
  const before = new Map(stored.map((row) => [row.id, row]));
  const after = new Map<string, MessagesTable>(before);
  const taken: CheckedEvent[] = [];
  let duplicates = 0;
  for (const checkedEvent of checked) {
    const { event, index, mainId } = checkedEvent;
    const message = after.get(event.messageId);
    if (seen.has(event.id)) duplicates++;
    else if (message && message.main_id !== mainId)
      refused.push({ index, reason: 'otherAccountsMessage', field: 'messageId' });
    else {
      seen.add(event.id);
      taken.push(checkedEvent);
      after.set(
        event.messageId,
        message ? applyEvent(message, checkedEvent) : newMessage(checkedEvent),
      );
    }
  }
  if (taken.length === 0) return { accepted: 0, duplicates, refused };

  await trx
    .insertInto('message_events')
    .values(
      taken.map(({ event, at }) => ({
        id: event.id,
        message_id: event.messageId,
        status: event.status,
        error_code: event.errorCode ?? null,
        at,
      })),
    )
    .execute();
  const changes = [...new Set(taken.map(({ event }) => event.messageId))].map((id) => ({
    before: before.get(id) ?? null,
    after: after.get(id) as MessagesTable,
  }));
  const created = changes.filter((change) => change.before === null).map((change) => change.after);
  if (created.length > 0) await trx.insertInto('messages').values(created).execute();
  for (const { before: old, after: message } of changes) {
    if (!old) continue;
    const { id, ...values } = message;
    await trx
      .updateTable('messages')
      .set(values)
      .where('id', '=', id)
      .where('created_at', '=', old.created_at)
      .execute();
  }
  await moveDayCounts(trx, changes);
  await messagesChanged.publish({ trx, changes });
  return { accepted: taken.length, duplicates, refused };
}
