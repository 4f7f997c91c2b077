import type { Kysely } from 'kysely';

/**
 * Low-balance alerts: each wallet's rules, and the thresholds that have fired and wait for
 * the balance to come back above them (one message per crossing, not one per deduction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_alert_rules')
    .addColumn('account_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('thresholds', 'text', (c) => c.notNull())
    .addColumn('emails', 'text', (c) => c.notNull())
    .addColumn('notify_account', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('wallet_alerts_fired')
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('threshold_micros', 'bigint', (c) => c.notNull())
    .addColumn('fired_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wallet_alerts_fired_pk', ['account_id', 'threshold_micros'])
    .execute();
}
