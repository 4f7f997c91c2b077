import type { FastifyInstance } from 'fastify';
import { messagesResource } from '../../../contract/messageLogs';
import { resourceRoutes } from '../../http/resourceRoutes';
import type { AuthContext } from '../../http/types';
import { messageDetailOf, messagePage, type Scope } from './repo';

const scopeOf = (auth: AuthContext): Scope => ({
  mainId: auth.mainId,
  accountId: auth.isMain ? null : auth.accountId,
});

/** The account's messages: the list and one message's page. */
export default async function messageRoutes(app: FastifyInstance) {
  resourceRoutes(app, messagesResource, {
    list: async ({ auth, query }) => messagePage(app.db, scopeOf(auth), query),
    one: async ({ auth, params, language }) =>
      messageDetailOf(app.db, scopeOf(auth), params.id, language),
  });
}
