import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  downloadMessageExport,
  getMessageExport,
  startMessageExport,
} from '../../../contract/messageExports';
import { exportMessageInsights, getMessageInsights } from '../../../contract/messageInsights';
import { messagesResource } from '../../../contract/messageLogs';
import {
  forgetNumber as forgetNumberCall,
  getMessagePrivacy,
  putMessagePrivacy,
} from '../../../contract/messagePrivacy';
import { downloadRoute } from '../../http/downloadRoute';
import { resourceRoutes } from '../../http/resourceRoutes';
import { route } from '../../http/route';
import { CONTENT_TYPES } from '../../http/tableFile';
import type { AuthContext } from '../../http/types';
import { timeZoneOf } from '../../lib/timeZone';
import { actorOf } from '../auditLog/record';
import { exportFile, exportOf, startExport, type Asker } from './exports';
import { insightsOf } from './insights';
import { insightsFile } from './insightsFile';
import { forgetNumber, privacyOf, savePrivacy } from './privacy';
import { messageDetailOf, messagePage } from './repo';
import { scopeOf } from './scope';

const GROUP = { permission: 'messages' } as const;
const MAIN_ONLY = { permission: 'messages', mainOnly: true } as const;

/** The account's messages: the list, a message's page, the insights of a range, exports, privacy. */
export default async function messageRoutes(app: FastifyInstance) {
  const scope = (auth: AuthContext) =>
    scopeOf(app.db, auth.mainId, auth.isMain ? null : auth.accountId);
  const askerOf = async (auth: AuthContext): Promise<Asker> => ({
    scope: await scope(auth),
    accountId: auth.accountId,
  });

  route(
    app,
    getMessageInsights,
    async ({ auth, query }) => insightsOf(app.db, await scope(auth), query),
    GROUP,
  );
  downloadRoute(
    app,
    exportMessageInsights,
    async ({ auth, query, language }) =>
      insightsFile(await insightsOf(app.db, await scope(auth), query), language),
    GROUP,
  );
  route(
    app,
    startMessageExport,
    async ({ auth, body, language, request }) =>
      startExport(app.db, await askerOf(auth), body, { language, timeZone: timeZoneOf(request) }),
    GROUP,
  );
  route(
    app,
    getMessageExport,
    async ({ auth, params }) => exportOf(app.db, await askerOf(auth), params.id),
    GROUP,
  );
  downloadRoute(
    app,
    downloadMessageExport,
    async ({ auth, params }) => {
      const file = await exportFile(app.db, await askerOf(auth), params.id);
      return {
        filename: file.fileName,
        contentType: CONTENT_TYPES[file.format],
        body: Readable.from(file.chunks),
      };
    },
    GROUP,
  );
  route(app, getMessagePrivacy, async ({ auth }) => privacyOf(app.db, auth.mainId), GROUP);
  route(
    app,
    putMessagePrivacy,
    async ({ auth, body, request }) => savePrivacy(app.db, actorOf(request, auth), body),
    MAIN_ONLY,
  );
  route(
    app,
    forgetNumberCall,
    async ({ auth, body, request }) => forgetNumber(app.db, actorOf(request, auth), body.number),
    MAIN_ONLY,
  );
  resourceRoutes(app, messagesResource, {
    list: async ({ auth, query }) => messagePage(app.db, await scope(auth), query),
    one: async ({ auth, params, language }) =>
      messageDetailOf(app.db, await scope(auth), params.id, language),
  });
}
