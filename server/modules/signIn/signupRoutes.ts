import type { FastifyInstance } from 'fastify';
import {
  activate,
  fromMicros,
  resendActivation,
  signup,
  signupCheck,
  signupOffer,
  supportedLanguage,
} from '../../../contract';
import { route } from '../../http/route';
import { activateAccount } from './activation';
import { checkBasics, createPendingAccount, sendActivation } from './signup';

/** Sign-up in two steps, its offer, and the activation link (with a way to send it again). */
export default async function signupRoutes(app: FastifyInstance) {
  const limit = { rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' } };

  route(app, signupOffer, async () => ({ trialCredit: fromMicros(app.config.trialCreditMicros) }));

  route(
    app,
    signupCheck,
    async ({ body }) => {
      await checkBasics(app, body);
      return null;
    },
    limit,
  );

  route(
    app,
    signup,
    async ({ body, language }) => createPendingAccount(app, body, language),
    limit,
  );

  route(app, activate, async ({ body }) => activateAccount(app, body.token), limit);

  // answered the same whether or not a pending account has this email
  route(
    app,
    resendActivation,
    async ({ body }) => {
      const pending = await app.db.kysely
        .selectFrom('accounts')
        .select(['id', 'email', 'language'])
        .where('email', '=', body.email)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending)
        await sendActivation(app, {
          ...pending,
          language: supportedLanguage.parse(pending.language),
        });
      return null;
    },
    { rateLimit: { max: 5, timeWindow: '1 minute' } },
  );
}
