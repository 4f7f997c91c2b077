import type { FastifyInstance } from 'fastify';
import { decodeCredential, resetPassword, resetVerify } from '../../../contract';
import { badRequest } from '../../errors';
import { hashPassword } from '../../lib/password';
import { route } from '../../http/route';
import { checkCode } from '../codes';
import { findByContact, parseContact } from '../codes/contact';
import { clearFailures } from '../auth/failures';
import { newPassword } from './passwords';
import { issueTicket, readTicket, RESET_TTL_MS, spendTicket } from './tickets';

/**
 * Forgotten password in steps: the code sent to the account's email or phone (asked for with
 * the code call, purpose "reset") buys a short-lived ticket; the ticket sets the new password,
 * which ends every session of the account.
 */
export default async function resetRoutes(app: FastifyInstance) {
  const limit = { rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' } };

  route(
    app,
    resetVerify,
    async ({ body }) => {
      const code = decodeCredential(body.code, app.config.credentialKey);
      if (code === null)
        throw badRequest('errors.undecodableCredential', { code: 'errors.undecodableCredential' });
      const contact = parseContact(body.account);
      const account = await findByContact(app.db, contact);
      // an unknown account gets the wrong code's answer
      if (!account)
        throw badRequest('auth.errors.codeInvalid', { code: 'auth.errors.codeInvalid' });
      await checkCode(app.db, { to: contact.to, purpose: 'reset', code });
      return { ticket: await issueTicket(app.db, account.id, 'reset', RESET_TTL_MS) };
    },
    limit,
  );

  route(
    app,
    resetPassword,
    async ({ body }) => {
      const ticket = await readTicket(app.db, body.ticket, 'reset');
      if (ticket.state !== 'valid') throw badRequest('auth.errors.resetTicket');
      const password = newPassword(body.password, body.confirmPassword, app.config.credentialKey);
      const hash = await hashPassword(password);
      const now = Date.now();
      const done = await app.db.kysely.transaction().execute(async (trx) => {
        if (!(await spendTicket(trx, ticket.tokenHash, now))) return false;
        await trx
          .updateTable('accounts')
          .set({ password_hash: hash, updated_at: now })
          .where('id', '=', ticket.accountId)
          .execute();
        await trx
          .updateTable('sessions')
          .set({ revoked_at: now, revoke_reason: 'password_reset' })
          .where('account_id', '=', ticket.accountId)
          .where('revoked_at', 'is', null)
          .execute();
        return true;
      });
      if (!done) throw badRequest('auth.errors.resetTicket');
      await clearFailures(app.db, ticket.accountId);
      return null;
    },
    limit,
  );
}
