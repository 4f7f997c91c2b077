import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createPartitions } from './partitions';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Messages, their events and their daily counts. On PostgreSQL the two large tables are
 * partitioned by month (their keys hold the time, as a partition's key must); on SQLite they
 * are plain tables answering the same questions from their own indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const byMonth = (column: string) => sql`partition by range (${sql.ref(column)})`;
  let messages = db.schema
    .createTable('messages')
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('api_key_id', 'varchar(64)')
    .addColumn('product', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('direction', 'varchar(16)', (c) => c.notNull())
    .addColumn('sender', 'varchar(64)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(16)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)')
    .addColumn('number_type', 'varchar(24)')
    .addColumn('template', 'varchar(128)')
    .addColumn('segments', 'integer', (c) => c.notNull())
    .addColumn('unit_price_micros', 'bigint', (c) => c.notNull())
    .addColumn('price_micros', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('status_at', 'bigint', (c) => c.notNull())
    .addColumn('error_code', 'varchar(16)')
    .addColumn('body', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull());
  messages = postgres
    ? messages
        .addPrimaryKeyConstraint('messages_pk', ['id', 'created_at'])
        .modifyEnd(byMonth('created_at'))
    : messages.addPrimaryKeyConstraint('messages_pk', ['id']);
  await messages.execute();

  let events = db.schema
    .createTable('message_events')
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('message_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error_code', 'varchar(16)')
    .addColumn('at', 'bigint', (c) => c.notNull());
  events = postgres
    ? events.addPrimaryKeyConstraint('message_events_pk', ['id', 'at']).modifyEnd(byMonth('at'))
    : events.addPrimaryKeyConstraint('message_events_pk', ['id']);
  await events.execute();

  // the three questions: an account's messages by time, by number, and one message's events
  await db.schema
    .createIndex('messages_by_account')
    .on('messages')
    .columns(['main_id', 'created_at', 'id'])
    .execute();
  // a sub-account's own messages, among its main account's many
  await db.schema
    .createIndex('messages_by_sender_account')
    .on('messages')
    .columns(['account_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('messages_by_number')
    .on('messages')
    .columns(['main_id', 'recipient', 'created_at'])
    .execute();
  await db.schema
    .createIndex('message_events_by_message')
    .on('message_events')
    .columns(['message_id', 'at'])
    .execute();

  await db.schema
    .createTable('message_days')
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('product', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_days_pk', [
      'main_id',
      'day',
      'account_id',
      'product',
      'channel',
      'country',
      'status',
      'error_code',
    ])
    .execute();

  if (postgres) await createPartitions(db, Date.now());
}
