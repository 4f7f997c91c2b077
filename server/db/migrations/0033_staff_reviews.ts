import type { Kysely } from 'kysely';

const DECIDED_TABLES = ['sender_ids', 'message_templates', 'certifications', 'orders', 'invoices'];

/**
 * The staff console's review queues: a decision's reason travels as a code (its text in both
 * languages lives in the messages files) next to the free note the tables already have, so a
 * customer reads why in the language they read in. The queues read oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of DECIDED_TABLES)
    await db.schema.alterTable(table).addColumn('review_reason', 'varchar(32)').execute();
  await db.schema
    .createIndex('orders_audit_queue')
    .on('orders')
    .columns(['audit_status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('certifications_queue')
    .on('certifications')
    .columns(['state', 'submitted_at'])
    .execute();
}
