import type { Kysely } from 'kysely';

/** A wallet's alerts may also go to one of the account's callback addresses, as an event. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('wallet_alert_rules')
    .addColumn('callback_id', 'varchar(64)')
    .execute();
}
