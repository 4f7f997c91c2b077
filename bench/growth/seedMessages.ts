import { prepareDatabase } from '../../server/lifecycle/bootstrap';
import { hashPassword } from '../../server/lib/password';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { createMonth, monthStart } from '../../server/modules/messageLogs/partitions';
import { redact } from '../seed';
import { accountsSql, walletsSql } from './growthRows';
import {
  MESSAGE_SPAN_MS,
  messageAccounts,
  messageDaysSql,
  messageEventsSql,
  messagesSql,
} from './messageRows';
import { ensurePostgresDatabase, seedConnection } from './seedConnection';
import { inChunks, seedingSteps, type SeedingSeconds } from './seedGrowth';

/** Migrates the database and makes the months the messages fall in (PostgreSQL); its count. */
async function preparedCount(url: string, now: number): Promise<number> {
  const { db } = await prepareDatabase({ databaseUrl: url, seedDemo: false });
  try {
    if (db.dialect === 'postgres')
      for (
        let start = monthStart(now - MESSAGE_SPAN_MS);
        start <= now;
        start = monthStart(start, 1)
      )
        await createMonth(db.kysely, start);
    const row = await db.kysely
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

/**
 * One size of the message logs' growth mode, in a database of its own: `rows` messages over
 * two months (a quarter the large account's, the rest in accounts of 1,000), two events each
 * and the daily counts, as ingest would have left them. Seeded once by SQL, then reused.
 */
export async function ensureMessagesSeeded(url: string, rows: number): Promise<SeedingSeconds> {
  if (!url.startsWith('sqlite:')) await ensurePostgresDatabase(url);
  const now = Date.now();
  const found = await preparedCount(url, now);
  if (found >= rows) return {};
  if (found > 0) throw new Error(`${redact(url)} holds ${found} messages, not ${rows}: drop it`);
  console.log(`Seeding ${rows.toLocaleString('en')} messages into ${redact(url)}…`);
  const { timed, finish } = seedingSteps(url);
  const connection = await seedConnection(url);
  try {
    const { seed } = connection;
    const accounts = messageAccounts(rows);
    const passwordHash = await hashPassword(DEMO.password);
    await timed('accounts', async () => {
      await connection.run(accountsSql(seed, accounts, passwordHash, now));
      await connection.run(walletsSql(seed, accounts, now));
    });
    await timed('messages', () =>
      connection.withoutIndexes('messages', () =>
        inChunks(
          connection,
          'messages',
          rows,
          (from, to) => messagesSql(seed, rows, from, to, now),
          'messages',
        ),
      ),
    );
    await timed('events', () =>
      connection.withoutIndexes('message_events', () =>
        inChunks(
          connection,
          'events of',
          rows,
          (from, to) => messageEventsSql(seed, rows, from, to, now),
          'messages',
        ),
      ),
    );
    await timed('daily counts', () => connection.run(messageDaysSql));
  } finally {
    await connection.close();
  }
  return finish();
}
