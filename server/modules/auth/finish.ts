import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes, SUSPENDED } from '../../../contract';
import { AppError } from '../../errors';
import { auditSession } from '../auditLog/record';
import { clearFailures } from './failures';
import { sessionOrChallenge } from '../profile/secondFactor/challenge';

export interface SigningIn {
  id: string;
  status: string;
}

/**
 * The last step of every sign-in way (password, code, Google), once the person is known:
 * the account must be activated and enabled; then its failure count restarts and a session
 * opens, or, with login secondary verification on, the challenge of the second step.
 */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  account: SigningIn,
) {
  if (account.status === 'pending')
    throw new AppError(Codes.forbidden, 403, 'auth.errors.notActivated');
  if (account.status === SUSPENDED)
    throw new AppError(Codes.forbidden, 403, 'errors.accountSuspended');
  if (account.status !== 'active')
    throw new AppError(Codes.forbidden, 403, 'errors.accountDisabled');
  await clearFailures(app.db, account.id);
  const answer = await sessionOrChallenge(app.db, app.config, account.id);
  // with a second step, the sign-in is recorded once that step is passed
  if ('token' in answer) await auditSession(app.db, request, account.id, 'signIn');
  return answer;
}
