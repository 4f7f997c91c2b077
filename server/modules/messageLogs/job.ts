import { z } from 'zod';
import type { Db } from '../../db/connect';
import { defineJob } from '../../jobs/types';
import { createPartitions, dropExpiredPartitions, oldestKept } from './partitions';

/** Rows one statement deletes on SQLite, so a large prune never holds the writer for long. */
const DELETE_BATCH = 5000;

/** SQLite: deletes what is past the retention, a batch at a time. */
async function deleteExpired(db: Db, now: number) {
  const cutoff = oldestKept(now);
  for (const [table, column] of [
    ['message_events', 'at'],
    ['messages', 'created_at'],
  ] as const) {
    for (;;) {
      const oldest = db.kysely
        .selectFrom(table)
        .select('id')
        .where(column, '<', cutoff)
        .limit(DELETE_BATCH);
      const { numDeletedRows } = await db.kysely
        .deleteFrom(table)
        .where('id', 'in', oldest)
        .executeTakeFirst();
      if (Number(numDeletedRows) < DELETE_BATCH) break;
    }
  }
  await db.kysely.deleteFrom('message_days').where('day', '<', cutoff).execute();
}

/**
 * Keeps the message tables within their retention: on PostgreSQL makes the months ahead and
 * drops the months past it; on SQLite deletes the rows past it.
 */
export const messageMonths = defineJob({
  kind: 'message-months',
  payload: z.object({ periodStart: z.number() }),
  maxAttempts: 3,
  every: 86_400_000,
  async run(_payload, { db }) {
    const now = Date.now();
    if (db.dialect === 'postgres') {
      await createPartitions(db.kysely, now);
      await dropExpiredPartitions(db.kysely, now);
      await db.kysely.deleteFrom('message_days').where('day', '<', oldestKept(now)).execute();
    } else await deleteExpired(db, now);
  },
});
