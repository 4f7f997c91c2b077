import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as users from './0006_users';
import * as performance from './0011_performance';

/** Every migration, in order. A new one is a new file and one line here. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0006_users': users,
  '0011_performance': performance,
};
