import type { Kysely } from 'kysely';

/**
 * Delivery-rate alerts, and the counts they read: per account, five-minute slot (by the
 * messages' sending time), product and country, the outbound messages delivered and failed.
 * The slots are kept for a few hours only, so an alert never reads an account's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_alerts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('product', 'varchar(64)')
    .addColumn('country', 'varchar(2)')
    .addColumn('below_percent', 'integer', (c) => c.notNull())
    .addColumn('min_messages', 'integer', (c) => c.notNull())
    .addColumn('callback_id', 'varchar(64)')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('fired_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_alerts_by_account')
    .on('delivery_alerts')
    .columns(['main_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('delivery_slots')
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('slot', 'bigint', (c) => c.notNull())
    .addColumn('product', 'varchar(64)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('delivered', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_slots_pk', ['main_id', 'slot', 'product', 'country'])
    .execute();
  await db.schema
    .createIndex('delivery_slots_by_slot')
    .on('delivery_slots')
    .column('slot')
    .execute();
}
