import { Codes } from '../../../contract';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { newId } from '../../lib/ids';

/**
 * Brute-force limits of every sign-in way: failed attempts are counted per account (or per
 * typed name when no account has it, so a locked answer tells nothing) and per client
 * address, within a sliding window. Past a limit, sign-in is refused with 429 until the
 * window has moved on, even with the right password.
 */
export interface FailureKeys {
  /** The account id when known, else the normalised name that was typed. */
  account: string | null;
  ip: string;
}

type Limits = Pick<Config, 'loginFailureLimit' | 'loginFailureIpLimit' | 'loginFailureWindowMs'>;

const accountKey = (account: string) => `account:${account}`;
const ipKey = (ip: string) => `ip:${ip}`;

async function countSince(db: Db, key: string, since: number) {
  const { count } = await db.kysely
    .selectFrom('auth_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('scope_key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Refuses the attempt with 429 while the account or the address is over its limit. */
export async function assertNotLocked(db: Db, limits: Limits, keys: FailureKeys) {
  const since = Date.now() - limits.loginFailureWindowMs;
  const locked =
    (await countSince(db, ipKey(keys.ip), since)) >= limits.loginFailureIpLimit ||
    (keys.account !== null &&
      (await countSince(db, accountKey(keys.account), since)) >= limits.loginFailureLimit);
  if (locked)
    throw new AppError(Codes.tooManyRequests, 429, 'auth.errors.tooManyFailures', {
      values: { minutes: Math.ceil(limits.loginFailureWindowMs / 60_000) },
    });
}

export async function recordFailure(db: Db, keys: FailureKeys) {
  const now = Date.now();
  const rows = [ipKey(keys.ip), ...(keys.account ? [accountKey(keys.account)] : [])].map(
    (scope_key, index) => ({ id: newId(now) + index, scope_key, created_at: now }),
  );
  await db.kysely.insertInto('auth_failures').values(rows).execute();
  // what fell out of the window counts no more: keep the table small
  await db.kysely
    .deleteFrom('auth_failures')
    .where(
      'scope_key',
      'in',
      rows.map((row) => row.scope_key),
    )
    .where('created_at', '<', now - 24 * 3_600_000)
    .execute();
}

/** A successful sign-in or a password reset starts the account's count afresh. */
export async function clearFailures(db: Db, account: string) {
  await db.kysely
    .deleteFrom('auth_failures')
    .where('scope_key', '=', accountKey(account))
    .execute();
}

/** Runs one sign-in attempt under the limits: a thrown error counts as a failure. */
export async function underLimits<T>(
  db: Db,
  limits: Limits,
  keys: FailureKeys,
  attempt: () => Promise<T>,
): Promise<T> {
  await assertNotLocked(db, limits, keys);
  try {
    return await attempt();
  } catch (error) {
    await recordFailure(db, keys);
    throw error;
  }
}
