import type { Db } from '../../db/connect';
import { isoTime } from '../../lib/isoTime';

/** Where an attempt stands in its event's delivery, beside what the log row itself says. */
export interface RetryState {
  replay: boolean;
  nextAttemptAt: string | null;
}

const NONE: RetryState = { replay: false, nextAttemptAt: null };

interface AttemptRow {
  message_id: string | null;
  attempt: number;
  outcome: string;
  created_at: number;
}

/**
 * For a page of the log: which attempts belong to a replay (an earlier message of the same
 * event to the same address exists) and, for the last failed attempt of a message still being
 * retried, when the next one is due (`retryMs`: the waits after attempts 1, 2…).
 */
export async function retryStates(
  db: Db,
  rows: readonly AttemptRow[],
  retryMs: readonly number[],
): Promise<RetryState[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.message_id ? [row.message_id] : [])))];
  if (ids.length === 0) return rows.map(() => NONE);
  const messages = await db.kysely
    .selectFrom('callback_messages as m')
    .select(['m.id', 'm.state'])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('callback_messages as earlier')
            .select('earlier.id')
            .whereRef('earlier.callback_id', '=', 'm.callback_id')
            .whereRef('earlier.event_id', '=', 'm.event_id')
            .whereRef('earlier.created_at', '<', 'm.created_at'),
        )
        .as('replay'),
      eb
        .selectFrom('callback_deliveries as d')
        .select((inner) => inner.fn.max('d.attempt').as('n'))
        .whereRef('d.message_id', '=', 'm.id')
        .as('last_attempt'),
    ])
    .where('m.id', 'in', ids)
    .execute();
  const byId = new Map(messages.map((message) => [message.id, message]));
  return rows.map((row) => {
    const message = row.message_id ? byId.get(row.message_id) : undefined;
    if (!message) return NONE;
    const wait = retryMs[row.attempt - 1];
    const retrying =
      message.state === 'pending' &&
      row.outcome !== 'ok' &&
      Number(message.last_attempt) === row.attempt &&
      wait !== undefined;
    return {
      // SQLite answers 0/1, PostgreSQL a boolean
      replay: Boolean(Number(message.replay)),
      nextAttemptAt: retrying ? isoTime(row.created_at + wait) : null,
    };
  });
}
