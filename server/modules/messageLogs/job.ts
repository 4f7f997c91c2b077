import { z } from 'zod';
import { MIN_MESSAGE_RETENTION_DAYS } from '../../../contract/messagePrivacy';
import type { Db } from '../../db/connect';
import { defineJob } from '../../jobs/types';
import { eraseMessages } from './erase';
import { createPartitions, dropExpiredPartitions } from './partitions';
import { keptFrom, privacyOf } from './privacy';

const DAY_MS = 86_400_000;

/**
 * Erases, account by account, the messages past the account's retention, in batches. Only
 * accounts with counts older than the shortest retention can have any.
 */
async function eraseExpired(db: Db, now: number) {
  const accounts = await db.kysely
    .selectFrom('message_days')
    .select('main_id')
    .distinct()
    .where('day', '<', now - MIN_MESSAGE_RETENTION_DAYS * DAY_MS)
    .execute();
  for (const { main_id: mainId } of accounts) {
    const cutoff = keptFrom(await privacyOf(db, mainId), now);
    await eraseMessages(db, mainId, (rows) => rows.where('created_at', '<', cutoff));
  }
}

/**
 * Keeps the messages within each account's retention: erases what is past it in batches and,
 * on PostgreSQL, makes the months ahead and drops the months past the longest retention.
 */
export const messageMonths = defineJob({
  kind: 'message-months',
  payload: z.object({ periodStart: z.number() }),
  maxAttempts: 3,
  every: 86_400_000,
  async run(_payload, { db }) {
    const now = Date.now();
    await eraseExpired(db, now);
    if (db.dialect === 'postgres') {
      await createPartitions(db.kysely, now);
      await dropExpiredPartitions(db.kysely, now);
    }
  },
});
