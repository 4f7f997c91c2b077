import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  downloadMessageExport,
  getMessageExport,
  startMessageExport,
} from '../../../contract/messageExports';
import { exportMessageInsights, getMessageInsights } from '../../../contract/messageInsights';
import { messagesResource } from '../../../contract/messageLogs';
import { downloadRoute } from '../../http/downloadRoute';
import { resourceRoutes } from '../../http/resourceRoutes';
import { route } from '../../http/route';
import { CONTENT_TYPES } from '../../http/tableFile';
import type { AuthContext } from '../../http/types';
import { timeZoneOf } from '../../lib/timeZone';
import { exportFile, exportOf, startExport, type Asker } from './exports';
import { insightsOf } from './insights';
import { insightsFile } from './insightsFile';
import { messageDetailOf, messagePage, type Scope } from './repo';

const scopeOf = (auth: AuthContext): Scope => ({
  mainId: auth.mainId,
  accountId: auth.isMain ? null : auth.accountId,
});

const askerOf = (auth: AuthContext): Asker => ({ scope: scopeOf(auth), accountId: auth.accountId });

const GROUP = { permission: 'messages' } as const;

/** The account's messages: the list, a message's page, the insights of a range, exports. */
export default async function messageRoutes(app: FastifyInstance) {
  route(
    app,
    getMessageInsights,
    async ({ auth, query }) => insightsOf(app.db, scopeOf(auth), query),
    GROUP,
  );
  downloadRoute(
    app,
    exportMessageInsights,
    async ({ auth, query, language }) =>
      insightsFile(await insightsOf(app.db, scopeOf(auth), query), language),
    GROUP,
  );
  route(
    app,
    startMessageExport,
    async ({ auth, body, language, request }) =>
      startExport(app.db, askerOf(auth), body, { language, timeZone: timeZoneOf(request) }),
    GROUP,
  );
  route(
    app,
    getMessageExport,
    async ({ auth, params }) => exportOf(app.db, askerOf(auth), params.id),
    GROUP,
  );
  downloadRoute(
    app,
    downloadMessageExport,
    async ({ auth, params }) => {
      const file = await exportFile(app.db, askerOf(auth), params.id);
      return {
        filename: file.fileName,
        contentType: CONTENT_TYPES[file.format],
        body: Readable.from(file.chunks),
      };
    },
    GROUP,
  );
  resourceRoutes(app, messagesResource, {
    list: async ({ auth, query }) => messagePage(app.db, scopeOf(auth), query),
    one: async ({ auth, params, language }) =>
      messageDetailOf(app.db, scopeOf(auth), params.id, language),
  });
}
