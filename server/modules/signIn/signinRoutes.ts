import type { FastifyInstance } from 'fastify';
import { Codes, decodeCredential, loginByCode, loginByGoogle } from '../../../contract';
import { AppError, badRequest } from '../../errors';
import { route } from '../../http/route';
import { finishSignIn } from '../auth/finish';
import { checkCode } from '../codes';
import { verifyGoogleIdToken, type GoogleIdentity } from '../../lib/googleIdToken';
import { findByContact, parseContact } from '../codes/contact';
import { underLimits } from '../auth/failures';

/**
 * The account a Google identity signs in to: the one linked to it, else the one whose email
 * Google has verified, unless that account is linked to another Google account.
 */
async function accountOfGoogle(app: FastifyInstance, identity: GoogleIdentity) {
  const linked = await app.db.kysely
    .selectFrom('accounts')
    .select(['id', 'status'])
    .where('google_sub', '=', identity.sub)
    .executeTakeFirst();
  if (linked) return linked;
  const byEmail =
    identity.email && identity.emailVerified
      ? await app.db.kysely
          .selectFrom('accounts')
          .select(['id', 'status'])
          .where('email', '=', identity.email)
          .where('google_sub', 'is', null)
          .executeTakeFirst()
      : undefined;
  if (!byEmail) throw new AppError(Codes.notFound, 404, 'auth.errors.googleUnknown');
  return byEmail;
}

/** Sign-in by a code sent to the account's email or phone, and by Google. */
export default async function signinRoutes(app: FastifyInstance) {
  const limit = { rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' } };

  route(
    app,
    loginByCode,
    async ({ body, request }) => {
      const code = decodeCredential(body.code, app.config.credentialKey);
      if (code === null)
        throw badRequest('errors.undecodableCredential', { code: 'errors.undecodableCredential' });
      const contact = parseContact(body.account);
      const account = await findByContact(app.db, contact);
      const keys = { account: account?.id ?? contact.to, ip: request.ip };
      const known = await underLimits(app.db, app.config, keys, async () => {
        // an unknown account gets the wrong code's answer: the call tells nothing more
        if (!account)
          throw badRequest('auth.errors.codeInvalid', { code: 'auth.errors.codeInvalid' });
        await checkCode(app.db, { to: contact.to, purpose: 'login', code });
        return account;
      });
      return finishSignIn(app, request, known);
    },
    limit,
  );

  // an ID token cannot be guessed, so Google sign-in has the address limit of the route only
  route(
    app,
    loginByGoogle,
    async ({ body, request }) => {
      const identity = await verifyGoogleIdToken(body.credential, {
        jwksUrl: app.config.googleJwksUrl,
        clientId: app.config.googleClientId,
      });
      return finishSignIn(app, request, await accountOfGoogle(app, identity));
    },
    limit,
  );
}
