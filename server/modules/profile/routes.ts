import type { FastifyInstance } from 'fastify';
import { changePassword, getProfile, updateCompany, updateProfile } from '../../../contract';
import { route } from '../../lib/route';
import * as company from './company';
import { decodeField } from './credential';
import * as password from './password';
import { loadProfile } from './repo';

/** Account information: read it, change the name, the company's details and the password. */
export default async function profileRoutes(app: FastifyInstance) {
  const { db, config } = app;

  route(app, getProfile, async ({ auth }) => loadProfile(db, auth));

  route(app, updateProfile, async ({ auth, body }) => {
    await db.kysely
      .updateTable('accounts')
      .set({ name: body.name, updated_at: Date.now() })
      .where('id', '=', auth.accountId)
      .execute();
    return loadProfile(db, auth);
  });

  route(
    app,
    updateCompany,
    async ({ auth, body }) => {
      await company.updateCompany(db, auth, body);
      return loadProfile(db, auth);
    },
    { mainOnly: true },
  );

  route(
    app,
    changePassword,
    async ({ auth, body }) =>
      password.changePassword(db, auth, {
        oldPassword: decodeField(body.oldPassword, 'oldPassword', config.credentialKey),
        newPassword: decodeField(body.newPassword, 'newPassword', config.credentialKey),
        confirmPassword: decodeField(body.confirmPassword, 'confirmPassword', config.credentialKey),
      }),
    // guessing the current password from a stolen session is throttled like sign-in
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  );
}
