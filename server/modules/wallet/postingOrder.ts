import { sql, type Kysely } from 'kysely';

/**
 * Each wallet numbers its postings (`wallets.postings`, copied to the entry's `seq`), so entries
 * of the same millisecond page in the order they were posted and "Balance after" follows on;
 * `uncharged_micros` holds the fraction of a cent of usage not charged yet. Existing entries
 * are numbered by time, then id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('wallets')
    .addColumn('postings', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('wallets')
    .addColumn('uncharged_micros', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('ledger_entries')
    .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    UPDATE ledger_entries SET seq = numbered.n
    FROM (
      SELECT id, ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY created_at, id) AS n
      FROM ledger_entries
    ) AS numbered
    WHERE numbered.id = ledger_entries.id`.execute(db);
  await sql`
    UPDATE wallets SET postings = (
      SELECT COALESCE(MAX(seq), 0) FROM ledger_entries
      WHERE ledger_entries.account_id = wallets.account_id
    )`.execute(db);
  await db.schema
    .createIndex('ledger_by_account_posted')
    .on('ledger_entries')
    .columns(['account_id', 'created_at', 'seq'])
    .execute();
  await db.schema.dropIndex('ledger_by_account_paged').execute();
}
