import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { dayKeyOf, type DayKey } from './merge';
import type { MessagesTable } from './table';

const KEY_COLUMNS = [
  'main_id',
  'day',
  'account_id',
  'product',
  'channel',
  'country',
  'status',
  'error_code',
] as const satisfies readonly (keyof DayKey)[];

const keyText = (key: DayKey) => JSON.stringify(KEY_COLUMNS.map((column) => key[column]));

/**
 * Moves each changed message's count from where it counted before (none for a new message)
 * to where it counts now (none for an erased one), in the transaction that changes it: the daily counts are always the
 * messages grouped by day and status. Rows are written in one order, so concurrent batches
 * wait for each other rather than deadlock.
 */
export async function moveDayCounts(
  trx: Transaction<Database>,
  changes: { before: MessagesTable | null; after: MessagesTable | null }[],
) {
  const deltas = new Map<string, { key: DayKey; delta: number }>();
  const add = (key: DayKey, delta: number) => {
    const text = keyText(key);
    const entry = deltas.get(text) ?? { key, delta: 0 };
    entry.delta += delta;
    deltas.set(text, entry);
  };
  for (const { before, after } of changes) {
    if (before) add(dayKeyOf(before), -1);
    if (after) add(dayKeyOf(after), 1);
  }
  const rows = [...deltas.entries()]
    .filter(([, entry]) => entry.delta !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, entry]) => ({ ...entry.key, messages: entry.delta }));
  if (rows.length === 0) return;
  await trx
    .insertInto('message_days')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(KEY_COLUMNS).doUpdateSet((eb) => ({
        messages: eb('message_days.messages', '+', eb.ref('excluded.messages')),
      })),
    )
    .execute();
}
