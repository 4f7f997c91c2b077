import type { Kysely } from 'kysely';

/**
 * Real event delivery: the events the platform published, one message per subscribed address
 * (its body fixed, so retries and replays send the same bytes and `webhook-id`), every
 * attempt in the delivery log, and the address's state (disabled, a secret being rotated).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('callback_events')
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel', 'varchar(32)', (c) => c.notNull())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('callback_events_pk', ['main_id', 'id'])
    .execute();
  await db.schema
    .createTable('callback_messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('callback_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('callback_messages_by_state')
    .on('callback_messages')
    .columns(['callback_id', 'state', 'updated_at'])
    .execute();
  for (const [column, type] of [
    ['failing_since', 'bigint'],
    ['disabled_at', 'bigint'],
    ['previous_secret', 'varchar(128)'],
    ['previous_secret_expires_at', 'bigint'],
  ] as const)
    await db.schema.alterTable('callbacks').addColumn(column, type).execute();
  await db.schema
    .alterTable('callbacks')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .execute();
  for (const [column, type] of [
    ['message_id', 'varchar(64)'],
    ['event_id', 'varchar(64)'],
  ] as const)
    await db.schema.alterTable('callback_deliveries').addColumn(column, type).execute();
  await db.schema
    .alterTable('callback_deliveries')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('callback_deliveries')
    .addColumn('request_headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('callback_deliveries')
    .addColumn('request_body', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
