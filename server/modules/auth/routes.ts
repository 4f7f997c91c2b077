import type { FastifyInstance } from 'fastify';
import { Codes, decodeCredential, login, logout } from '../../../contract';
import { AppError, badRequest } from '../../errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import { route } from '../../http/route';
import { auditSession } from '../auditLog/record';
import { underLimits } from './failures';
import { finishSignIn } from './finish';
import { revokeSessions } from '../../http/session';

const badCredentials = () => new AppError(Codes.badCredentials, 401, 'errors.badCredentials');

/** Sign-in by email or phone with an encoded password, and sign-out. */
export default async function authRoutes(app: FastifyInstance) {
  route(
    app,
    login,
    async ({ body, request }) => {
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
      // repeated wrong passwords lock the account (and the address) for a while
      const keys = { account: row?.id ?? account, ip: request.ip };
      const known = await underLimits(app.db, app.config, keys, async () => {
        const matches = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
        if (row && !matches) await auditSession(app.db, request, row.id, 'signInFailed');
        if (!row || !matches) throw badCredentials();
        return row;
      });
      return finishSignIn(app, request, known);
    },
    { rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
  );

  route(app, logout, async ({ auth, request }) => {
    await revokeSessions(app.db, { sessionId: auth.sessionId }, 'logout');
    await auditSession(app.db, request, auth.accountId, 'signOut');
    return null;
  });
}
