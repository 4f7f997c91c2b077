import type { Kysely } from 'kysely';

/**
 * API key scopes: some of the products of the key's type (comma-separated product keys;
 * empty: all of them), and full or read-only access.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('scope_products', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('api_keys')
    .addColumn('access', 'varchar(8)', (c) => c.notNull().defaultTo('full'))
    .execute();
}
