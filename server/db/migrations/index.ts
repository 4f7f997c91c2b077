import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';

/** Every migration, in order. A new one is a new file and one line here. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};
