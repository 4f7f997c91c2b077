import type { Kysely } from 'kysely';

/**
 * An account disabled by the platform has the status `suspended` (refused wherever a status
 * other than `active` is, sign-in, sessions and API keys alike) and keeps the status it had
 * before, so enabling it again gives a disabled sub-account back disabled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('status_before_suspension', 'varchar(16)')
    .execute();
}
