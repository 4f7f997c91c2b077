import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { lockMessages } from './ingest';
import { moveDayCounts } from './rollup';

/** Messages one transaction erases, so a large erase never holds the writer for long. */
const ERASE_BATCH = 5000;

type Messages = SelectQueryBuilder<Database, 'messages', object>;

/**
 * Erases an account's messages that `narrow` picks, with their events and bodies, a batch per
 * transaction; each message leaves its daily count in the same transaction, so the counts stay
 * the messages grouped. Answers how many were erased.
 */
export async function eraseMessages(db: Db, mainId: string, narrow: (rows: Messages) => Messages) {
  let erased = 0;
  for (;;) {
    const count = await db.kysely.transaction().execute(async (trx) => {
      const picked = await narrow(trx.selectFrom('messages').where('main_id', '=', mainId))
        .select('id')
        .limit(ERASE_BATCH)
        .execute();
      if (picked.length === 0) return 0;
      const ids = picked.map((row) => row.id);
      await lockMessages(trx, db, ids);
      // read again under the locks: a batch of events may have moved them meanwhile
      const rows = await trx
        .selectFrom('messages')
        .selectAll()
        .where('main_id', '=', mainId)
        .where('id', 'in', ids)
        .execute();
      await trx.deleteFrom('message_events').where('message_id', 'in', ids).execute();
      await trx
        .deleteFrom('messages')
        .where('main_id', '=', mainId)
        .where('id', 'in', ids)
        .execute();
      await moveDayCounts(
        trx,
        rows.map((row) => ({ before: row, after: null })),
      );
      return picked.length;
    });
    erased += count;
    if (count < ERASE_BATCH) break;
  }
  await db.kysely
    .deleteFrom('message_days')
    .where('main_id', '=', mainId)
    .where('messages', '=', 0)
    .execute();
  return erased;
}
