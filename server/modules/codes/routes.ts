import type { FastifyInstance } from 'fastify';
import { sendCode as sendCodeCall, supportedLanguage } from '../../../contract';
import { badRequest, conflict } from '../../errors';
import { route } from '../../http/route';
import { findByContact, parseContact } from './contact';
import { CODE_TTL_MS, sendCode } from './service';

/**
 * Codes a visitor may ask for without a session: sign-in and password reset (to an existing
 * account's email or phone) and the phone of a sign-up (a number no account holds yet).
 * For an unknown account the answer is the same as for a known one, but nothing is sent,
 * so the call does not tell which accounts exist.
 */
export default async function codeRoutes(app: FastifyInstance) {
  route(
    app,
    sendCodeCall,
    async ({ body, language }) => {
      const contact = parseContact(body.account);
      const existing = await findByContact(app.db, contact);
      const deps = { db: app.db, sender: app.messages, config: app.config };
      if (body.purpose === 'signup-phone') {
        if (contact.channel !== 'sms')
          throw badRequest('validation.phone', { account: 'validation.phone' });
        if (existing) throw conflict('errors.phoneExists', { account: 'errors.phoneExists' });
      } else if (!existing) {
        return {
          channel: contact.channel,
          cooldownSeconds: app.config.codeCooldownSeconds,
          expiresInSeconds: CODE_TTL_MS / 1000,
        };
      }
      // an account's code reads in its language; a sign-up's in the console's
      const sent = await sendCode(deps, {
        ...contact,
        purpose: body.purpose,
        language: existing ? supportedLanguage.parse(existing.language) : language,
      });
      return { channel: contact.channel, ...sent };
    },
    { rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
  );
}
