import type { FastifyInstance } from 'fastify';
import { bindGoogle, unbindGoogle } from '../../../contract';
import { uniqueViolation } from '../../db/unique';
import { conflict } from '../../errors';
import { route } from '../../http/route';
import { verifyGoogleIdToken } from '../../lib/googleIdToken';
import { loadProfile } from './repo';

const taken = () => conflict('profileErrors.googleTaken');

/** Google bind and unbind: the linked Google account can then sign in to this one. */
export default async function googleRoutes(app: FastifyInstance) {
  const { db, config } = app;

  route(app, bindGoogle, async ({ auth, body }) => {
    const identity = await verifyGoogleIdToken(body.credential, {
      jwksUrl: config.googleJwksUrl,
      clientId: config.googleClientId,
    });
    const holder = await db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('google_sub', '=', identity.sub)
      .executeTakeFirst();
    if (holder && holder.id !== auth.accountId) throw taken();
    try {
      await db.kysely
        .updateTable('accounts')
        .set({ google_sub: identity.sub, updated_at: Date.now() })
        .where('id', '=', auth.accountId)
        .execute();
    } catch (error) {
      if (uniqueViolation(error)) throw taken();
      throw error;
    }
    return loadProfile(db, auth);
  });

  route(app, unbindGoogle, async ({ auth }) => {
    await db.kysely
      .updateTable('accounts')
      .set({ google_sub: null, updated_at: Date.now() })
      .where('id', '=', auth.accountId)
      .execute();
    return loadProfile(db, auth);
  });
}
