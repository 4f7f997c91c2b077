import type { FastifyInstance } from 'fastify';
import { Codes, decodeCredential, login, logout } from '../../../contract';
import { AppError, badRequest } from '../../errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import { route } from '../../lib/route';
import { sessionOrChallenge } from '../profile/secondFactor/challenge';
import { revokeSessions } from './session';

const badCredentials = () => new AppError(Codes.badCredentials, 401, 'errors.badCredentials');

/** Sign-in by email or phone with an encoded password, and sign-out. */
export default async function authRoutes(app: FastifyInstance) {
  route(
    app,
    login,
    async ({ body }) => {
      const password = decodeCredential(body.password, app.config.credentialKey);
      if (password === null)
        throw badRequest('errors.undecodableCredential', {
          password: 'errors.undecodableCredential',
        });
      const account = body.account.toLowerCase();
      const row = await app.db.kysely
        .selectFrom('accounts')
        .select(['id', 'password_hash', 'status'])
        .where((eb) =>
          eb.or([eb('email', '=', account), eb('phone', '=', body.account.replace(/[\s-]/g, ''))]),
        )
        .executeTakeFirst();
      const matches = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
      if (!row || !matches) throw badCredentials();
      if (row.status !== 'active')
        throw new AppError(Codes.forbidden, 403, 'errors.accountDisabled');
      return sessionOrChallenge(app.db, app.config, row.id);
    },
    { rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
  );

  route(app, logout, async ({ auth }) => {
    await revokeSessions(app.db, { sessionId: auth.sessionId }, 'logout');
    return null;
  });
}
