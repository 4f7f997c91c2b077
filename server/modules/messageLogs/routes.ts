import type { FastifyInstance } from 'fastify';
import { exportMessageInsights, getMessageInsights } from '../../../contract/messageInsights';
import { messagesResource } from '../../../contract/messageLogs';
import { downloadRoute } from '../../http/downloadRoute';
import { resourceRoutes } from '../../http/resourceRoutes';
import { route } from '../../http/route';
import type { AuthContext } from '../../http/types';
import { insightsOf } from './insights';
import { insightsFile } from './insightsFile';
import { messageDetailOf, messagePage, type Scope } from './repo';

export const scopeOf = (auth: AuthContext): Scope => ({
  mainId: auth.mainId,
  accountId: auth.isMain ? null : auth.accountId,
});

/** The account's messages: the list, one message's page, and the insights of a range. */
export default async function messageRoutes(app: FastifyInstance) {
  route(
    app,
    getMessageInsights,
    async ({ auth, query }) => insightsOf(app.db, scopeOf(auth), query),
    {
      permission: 'messages',
    },
  );
  downloadRoute(
    app,
    exportMessageInsights,
    async ({ auth, query, language }) =>
      insightsFile(await insightsOf(app.db, scopeOf(auth), query), language),
    { permission: 'messages' },
  );
  resourceRoutes(app, messagesResource, {
    list: async ({ auth, query }) => messagePage(app.db, scopeOf(auth), query),
    one: async ({ auth, params, language }) =>
      messageDetailOf(app.db, scopeOf(auth), params.id, language),
  });
}
