import {
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_MS,
  Codes,
  secondFactorMethod,
  type SignInAnswer,
} from '../../../../contract';
import type { Config } from '../../../config';
import type { Db } from '../../../db/connect';
import { AppError } from '../../../errors';
import { newId } from '../../../lib/ids';
import { hashToken, newToken } from '../../../lib/tokens';
import { openSession } from '../../auth/session';
import { useRecoveryCode } from './recovery';
import { acceptTotp } from './store';

const expired = () => new AppError(Codes.challengeExpired, 401, 'profileErrors.challengeExpired');
const wrongCode = () =>
  new AppError(Codes.badCredentials, 401, 'profileErrors.wrongCode', {
    fields: { code: 'profileErrors.wrongCode' },
  });

/**
 * What every way of signing in answers once its first factor has passed: a session, or,
 * with login secondary verification on, a challenge the second factor must answer within
 * five minutes. The challenge token is stored hashed, like session tokens.
 */
export async function sessionOrChallenge(
  db: Db,
  config: Config,
  accountId: string,
): Promise<SignInAnswer> {
  const factor = await db.kysely
    .selectFrom('second_factors')
    .select('method')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!factor?.method) return openSession(db, accountId, config.sessionTtlMs);
  const token = newToken();
  const now = Date.now();
  await db.kysely
    .insertInto('sign_in_challenges')
    .values({
      id: newId(now),
      token_hash: hashToken(token),
      account_id: accountId,
      method: factor.method,
      attempts: 0,
      created_at: now,
      expires_at: now + CHALLENGE_TTL_MS,
      used_at: null,
    })
    .execute();
  return {
    secondFactor: {
      challenge: token,
      method: secondFactorMethod.parse(factor.method),
      destination: null,
      expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString(),
    },
  };
}

/** The live challenge of a token, with one more attempt counted; refused once used up. */
async function takeAttempt(db: Db, token: string) {
  const now = Date.now();
  const challenge = await db.kysely
    .selectFrom('sign_in_challenges')
    .innerJoin('accounts', 'accounts.id', 'sign_in_challenges.account_id')
    .select([
      'sign_in_challenges.id',
      'sign_in_challenges.account_id',
      'sign_in_challenges.method',
      'accounts.status',
    ])
    .where('sign_in_challenges.token_hash', '=', hashToken(token))
    .where('sign_in_challenges.expires_at', '>', now)
    .where('sign_in_challenges.used_at', 'is', null)
    .executeTakeFirst();
  if (!challenge) throw expired();
  if (challenge.status !== 'active')
    throw new AppError(Codes.forbidden, 403, 'errors.accountDisabled');
  // counted before the code is checked, in one statement, so parallel guesses count too
  const counted = await db.kysely
    .updateTable('sign_in_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challenge.id)
    .where('attempts', '<', CHALLENGE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) throw expired();
  return challenge;
}

/** Answers a challenge with its second factor and, when right, opens the session. */
export async function completeSignIn(
  db: Db,
  config: Config,
  input: { challenge: string; code: string; recovery: boolean },
) {
  const challenge = await takeAttempt(db, input.challenge);
  const passed = input.recovery
    ? await useRecoveryCode(db, challenge.account_id, input.code)
    : challenge.method === 'totp' && (await acceptTotp(db, challenge.account_id, input.code));
  if (!passed) throw wrongCode();
  const used = await db.kysely
    .updateTable('sign_in_challenges')
    .set({ used_at: Date.now() })
    .where('id', '=', challenge.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) throw expired();
  return openSession(db, challenge.account_id, config.sessionTtlMs);
}
