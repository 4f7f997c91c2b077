import type { Kysely } from 'kysely';

/**
 * Background jobs. `jobs` is the embedded (SQLite) queue's own table; on PostgreSQL the
 * queue library keeps its jobs in its own schema. Both engines record what ran in
 * `job_history`, and recurring jobs claim each period once in `job_schedule_runs`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('job_key', 'varchar(200)', (c) => c.unique())
    .addColumn('request_id', 'varchar(64)')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();

  await db.schema
    .createTable('job_history')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('job_key', 'varchar(200)')
    .addColumn('request_id', 'varchar(64)')
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_history_recent')
    .on('job_history')
    .columns(['finished_at'])
    .execute();

  await db.schema
    .createTable('job_schedule_runs')
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_schedule_runs_pk', ['kind', 'period_start'])
    .execute();
}
