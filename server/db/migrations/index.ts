import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as users from './0006_users';
import * as profile from './0012_profile';
import * as wallet from './0008_wallet';
import * as accounts from './0007_accounts';
import * as catalogue from './0013_catalogue';

/** Every migration, in order. A new one is a new file and one line here. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0006_users': users,
  '0012_profile': profile,
  '0008_wallet': wallet,
  '0007_accounts': accounts,
  '0013_catalogue': catalogue,
};
