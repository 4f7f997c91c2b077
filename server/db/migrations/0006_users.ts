import type { Kysely } from 'kysely';

/**
 * Sub-accounts' remarks and product authorizations, the index that finds a role's holders,
 * and platform notices with each account's read state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('remarks', 'varchar(256)').execute();
  await db.schema
    .createIndex('accounts_role_idx')
    .on('accounts')
    .columns(['role_id', 'main_id'])
    .execute();
  await db.schema
    .createIndex('roles_main_created_idx')
    .on('roles')
    .columns(['main_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('sub_account_products')
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('product_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('billing_method', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sub_account_products_pk', ['account_id', 'product_key'])
    .execute();

  await db.schema
    .createTable('notices')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(200)')
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('content_zh', 'text')
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notices_published_idx')
    .on('notices')
    .columns(['published_at', 'id'])
    .execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('notice_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['account_id', 'notice_id'])
    .execute();
}
