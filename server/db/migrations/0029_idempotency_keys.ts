import type { Kysely } from 'kysely';

/**
 * One write per intent: each Idempotency-Key a caller sent with a write, by a hash of its
 * scope, with a keyed fingerprint of the request and, once answered, the answer sealed with
 * a key only the caller holds (the Idempotency-Key itself).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idempotency_keys_by_age')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}
