import type { FastifyInstance } from 'fastify';
import { changePassword, getProfile, updateCompany, updateProfile } from '../../../contract';
import { route } from '../../http/route';
import { actorOf, audit } from '../auditLog/record';
import * as company from './company';
import { decodeField } from './credential';
import * as password from './password';
import { loadProfile } from './repo';

/**
 * Account information: read it, change the name and the language of emails and messages,
 * the company's details and the password.
 */
export default async function profileRoutes(app: FastifyInstance) {
  const { db, config } = app;

  route(app, getProfile, async ({ auth }) => loadProfile(db, auth));

  route(app, updateProfile, async ({ auth, body, request }) => {
    const before = await loadProfile(db, auth);
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('accounts')
        .set({
          name: body.name,
          language: body.language ?? before.language,
          updated_at: Date.now(),
        })
        .where('id', '=', auth.accountId)
        .execute();
      await audit(trx, actorOf(request, auth), {
        action: 'update',
        resource: 'profile',
        resourceId: auth.accountId,
        before: { name: before.name, language: before.language },
        after: { name: body.name, language: body.language ?? before.language },
      });
    });
    return loadProfile(db, auth);
  });

  route(
    app,
    updateCompany,
    async ({ auth, body, request }) => {
      await company.updateCompany(db, auth, actorOf(request, auth), body);
      return loadProfile(db, auth);
    },
    { mainOnly: true },
  );

  route(
    app,
    changePassword,
    async ({ auth, body, request }) =>
      password.changePassword(db, auth, actorOf(request, auth), {
        oldPassword: decodeField(body.oldPassword, 'oldPassword', config.credentialKey),
        newPassword: decodeField(body.newPassword, 'newPassword', config.credentialKey),
        confirmPassword: decodeField(body.confirmPassword, 'confirmPassword', config.credentialKey),
      }),
    // guessing the current password from a stolen session is throttled like sign-in
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  );
}
