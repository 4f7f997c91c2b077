import type { FastifyInstance } from 'fastify';
import { messagesResource } from '../../../contract/messageLogs';
import {
  forgetNumber as forgetNumberCall,
  getMessagePrivacy,
  putMessagePrivacy,
} from '../../../contract/messagePrivacy';
import { resourceRoutes } from '../../http/resourceRoutes';
import { route } from '../../http/route';
import type { AuthContext } from '../../http/types';
import { actorOf } from '../auditLog/record';
import { forgetNumber, keptFrom, privacyOf, savePrivacy } from './privacy';
import { messageDetailOf, messagePage, type Scope } from './repo';

/** The account's messages: the list, one message's page, and their privacy. */
export default async function messageRoutes(app: FastifyInstance) {
  const scopeOf = async (auth: AuthContext): Promise<Scope> => {
    const [privacy, keys] = await Promise.all([
      privacyOf(app.db, auth.mainId),
      auth.isMain
        ? []
        : app.db.kysely
            .selectFrom('api_keys')
            .select('id')
            .where('main_id', '=', auth.mainId)
            .where('owner_id', '=', auth.accountId)
            .execute(),
    ]);
    return {
      mainId: auth.mainId,
      accountId: auth.isMain ? null : auth.accountId,
      keyIds: keys.map((key) => key.id),
      keptFrom: keptFrom(privacy, Date.now()),
      keepBodies: privacy.keepBodies,
    };
  };

  route(app, getMessagePrivacy, async ({ auth }) => privacyOf(app.db, auth.mainId), {
    permission: 'messages',
  });
  route(
    app,
    putMessagePrivacy,
    async ({ auth, body, request }) => savePrivacy(app.db, actorOf(request, auth), body),
    { permission: 'messages', mainOnly: true },
  );
  route(
    app,
    forgetNumberCall,
    async ({ auth, body, request }) => forgetNumber(app.db, actorOf(request, auth), body.number),
    { permission: 'messages', mainOnly: true },
  );
  resourceRoutes(app, messagesResource, {
    list: async ({ auth, query }) => messagePage(app.db, await scopeOf(auth), query),
    one: async ({ auth, params, language }) =>
      messageDetailOf(app.db, await scopeOf(auth), params.id, language),
  });
}
