import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Lists that stay fast at a million orders: an index for each sort and filter of the orders
 * list (and of the sub-accounts list), and per-account order counters kept by triggers so
 * every writer, whichever module it lives in, keeps the totals right without knowing of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexes(db);

  await db.schema
    .createTable('order_counts')
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_counts_pk', ['main_id', 'status'])
    .execute();
  // Bumped by any change to an account's orders: list caches keyed by it are never stale.
  await db.schema
    .createTable('order_versions')
    .addColumn('main_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();

  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);

  await sql`insert into order_counts (main_id, status, n)
    select main_id, status, count(*) from orders group by main_id, status`.execute(db);
  await sql`insert into order_versions (main_id, version)
    select main_id, 1 from orders group by main_id`.execute(db);
}

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function createIndexes(db: Kysely<unknown>) {
  // The status filter with the default sort, with id for keyset seeks (replaces 0001's).
  await db.schema.dropIndex('orders_main_status_created_idx').execute();
  const orderIndexes: [string, string[]][] = [
    ['orders_main_status_created_idx', ['main_id', 'status', 'created_at', 'id']],
    ['orders_main_audit_created_idx', ['main_id', 'audit_status', 'created_at', 'id']],
    ['orders_main_method_created_idx', ['main_id', 'payment_method', 'created_at', 'id']],
    ['orders_main_type_created_idx', ['main_id', 'financial_type', 'created_at', 'id']],
    ['orders_main_product_created_idx', ['main_id', 'product_key', 'created_at', 'id']],
    ['orders_main_amount_idx', ['main_id', 'amount_micros', 'id']],
    ['orders_main_paid_idx', ['main_id', 'paid_at', 'id']],
  ];
  for (const [name, columns] of orderIndexes) {
    await db.schema.createIndex(name).on('orders').columns(columns).execute();
  }
  // "Order number starts with" is a byte range over this index (orders/query.ts); on
  // PostgreSQL the column compares in "C" order so that the range and the sort use it.
  if (isPostgres(db)) {
    await sql`alter table orders alter column order_no type varchar(40) collate "C"`.execute(db);
  }
  await db.schema
    .createIndex('orders_main_no_idx')
    .on('orders')
    .columns(['main_id', 'order_no', 'id'])
    .execute();
  const accountIndexes: [string, string[]][] = [
    ['accounts_main_status_idx', ['main_id', 'status', 'created_at']],
    ['accounts_main_email_idx', ['main_id', 'email']],
    ['accounts_main_name_idx', ['main_id', 'name']],
  ];
  for (const [name, columns] of accountIndexes) {
    await db.schema.createIndex(name).on('accounts').columns(columns).execute();
  }
}

async function sqliteTriggers(db: Kysely<unknown>) {
  const bump = (row: 'NEW' | 'OLD') => `
    INSERT INTO order_versions (main_id, version) VALUES (${row}.main_id, 1)
      ON CONFLICT (main_id) DO UPDATE SET version = version + 1;`;
  const add = (row: 'NEW' | 'OLD', delta: 1 | -1) => `
    INSERT INTO order_counts (main_id, status, n) VALUES (${row}.main_id, ${row}.status, ${delta})
      ON CONFLICT (main_id, status) DO UPDATE SET n = n + ${delta};`;
  const triggers = [
    `CREATE TRIGGER orders_ai_counts AFTER INSERT ON orders BEGIN ${add('NEW', 1)} ${bump('NEW')} END`,
    `CREATE TRIGGER orders_ad_counts AFTER DELETE ON orders BEGIN ${add('OLD', -1)} ${bump('OLD')} END`,
    `CREATE TRIGGER orders_au_counts AFTER UPDATE OF status, main_id ON orders
       WHEN OLD.status IS NOT NEW.status OR OLD.main_id IS NOT NEW.main_id
       BEGIN ${add('OLD', -1)} ${add('NEW', 1)} END`,
    `CREATE TRIGGER orders_au_version AFTER UPDATE ON orders
       BEGIN ${bump('OLD')} ${bump('NEW')} END`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}

/**
 * PostgreSQL: statement-level triggers over transition tables, so a bulk insert updates each
 * counter once. Deltas are applied in one statement in key order: two transactions moving
 * orders between the same statuses lock the counter rows in the same order (no deadlock).
 */
async function postgresTriggers(db: Kysely<unknown>) {
  const sources = {
    insert: `SELECT main_id, status, 1 AS d FROM new_rows`,
    delete: `SELECT main_id, status, -1 AS d FROM old_rows`,
    update: `SELECT main_id, status, 1 AS d FROM new_rows
             UNION ALL SELECT main_id, status, -1 AS d FROM old_rows`,
  };
  const referencing = {
    insert: 'NEW TABLE AS new_rows',
    delete: 'OLD TABLE AS old_rows',
    update: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
  };
  for (const op of ['insert', 'delete', 'update'] as const) {
    await sql
      .raw(
        `CREATE FUNCTION orders_counts_${op}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO order_counts (main_id, status, n)
            SELECT main_id, status, sum(d) FROM (${sources[op]}) deltas
            GROUP BY main_id, status HAVING sum(d) <> 0 ORDER BY main_id, status
          ON CONFLICT (main_id, status) DO UPDATE SET n = order_counts.n + EXCLUDED.n;
          INSERT INTO order_versions (main_id, version)
            SELECT DISTINCT main_id, 1 FROM (${sources[op]}) changed ORDER BY main_id
          ON CONFLICT (main_id) DO UPDATE SET version = order_versions.version + 1;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER orders_${op}_counts AFTER ${op.toUpperCase()} ON orders
         REFERENCING ${referencing[op]} FOR EACH STATEMENT
         EXECUTE FUNCTION orders_counts_${op}()`,
      )
      .execute(db);
  }
}
