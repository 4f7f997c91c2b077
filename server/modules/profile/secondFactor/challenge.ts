import {
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_MS,
  Codes,
  SUSPENDED,
  secondFactorMethod,
  supportedLanguage,
  type SignInAnswer,
} from '../../../../contract';
import type { Config } from '../../../config';
import type { Db } from '../../../db/connect';
import { AppError } from '../../../errors';
import { newId } from '../../../lib/ids';
import { hashToken, newToken } from '../../../lib/tokens';
import { openSession } from '../../../http/session';
import { checkCode, sendCode, type CodeDeps } from '../../codes';
import { maskContact } from './mask';
import { useRecoveryCode } from './recovery';
import { acceptTotp } from './store';

/** Where the code of an SMS or email factor goes: the account's own phone or email. */
const recipientOf = (method: string, account: { email: string; phone: string | null }) =>
  method === 'sms' ? account.phone : method === 'email' ? account.email : null;

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
    .innerJoin('accounts', 'accounts.id', 'second_factors.account_id')
    .select(['second_factors.method', 'accounts.email', 'accounts.phone'])
    .where('second_factors.account_id', '=', accountId)
    .executeTakeFirst();
  if (!factor?.method) return openSession(db, accountId, config.sessionTtlMs);
  const recipient = recipientOf(factor.method, factor);
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
      destination: recipient && maskContact(recipient),
      expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString(),
    },
  };
}

/** The live challenge of a token, or 401002. */
async function liveChallenge(db: Db, token: string) {
  const now = Date.now();
  const challenge = await db.kysely
    .selectFrom('sign_in_challenges')
    .innerJoin('accounts', 'accounts.id', 'sign_in_challenges.account_id')
    .select([
      'sign_in_challenges.id',
      'sign_in_challenges.account_id',
      'sign_in_challenges.method',
      'sign_in_challenges.attempts',
      'accounts.status',
      'accounts.email',
      'accounts.phone',
      'accounts.language',
    ])
    .where('sign_in_challenges.token_hash', '=', hashToken(token))
    .where('sign_in_challenges.expires_at', '>', now)
    .where('sign_in_challenges.used_at', 'is', null)
    .executeTakeFirst();
  if (!challenge || challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) throw expired();
  if (challenge.status !== 'active')
    throw new AppError(
      Codes.forbidden,
      403,
      challenge.status === SUSPENDED ? 'errors.accountSuspended' : 'errors.accountDisabled',
    );
  return challenge;
}

/** The live challenge of a token, with one more attempt counted; refused once used up. */
async function takeAttempt(db: Db, token: string) {
  const challenge = await liveChallenge(db, token);
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

/**
 * Answers a challenge with its second factor and, when right, opens the session (answered
 * with whose it is, for the audit log; the route's schema keeps that from the caller).
 */
export async function completeSignIn(
  db: Db,
  config: Config,
  input: { challenge: string; code: string; recovery: boolean },
) {
  const challenge = await takeAttempt(db, input.challenge);
  const recipient = recipientOf(challenge.method, challenge);
  if (input.recovery) {
    if (!(await useRecoveryCode(db, challenge.account_id, input.code))) throw wrongCode();
  } else if (recipient) {
    // the codes module counts its own attempts and answers its own message
    await checkCode(db, { to: recipient, purpose: 'second-factor', code: input.code });
  } else if (!(await acceptTotp(db, challenge.account_id, input.code))) throw wrongCode();
  const used = await db.kysely
    .updateTable('sign_in_challenges')
    .set({ used_at: Date.now() })
    .where('id', '=', challenge.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) throw expired();
  const session = await openSession(db, challenge.account_id, config.sessionTtlMs);
  return { ...session, accountId: challenge.account_id };
}

/** Sends the code of an SMS or email challenge to the account's own phone or email. */
export async function sendChallengeCode(deps: CodeDeps, token: string) {
  const challenge = await liveChallenge(deps.db, token);
  const recipient = recipientOf(challenge.method, challenge);
  if (!recipient) throw new AppError(Codes.conflict, 409, 'profileErrors.noCodeToSend');
  return sendCode(deps, {
    channel: challenge.method === 'sms' ? 'sms' : 'email',
    to: recipient,
    purpose: 'second-factor',
    language: supportedLanguage.parse(challenge.language),
  });
}
