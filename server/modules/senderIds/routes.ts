import type { FastifyInstance } from 'fastify';
import { reviewSenderId as reviewCall, senderIds } from '../../../contract/senderIds';
import { resourceRoutes } from '../../lib/resourceRoutes';
import { route } from '../../lib/route';
import * as repo from './repo';

/** The account's sender IDs: list, one, register, delete (guarded as declared). */
export async function senderIdRoutes(app: FastifyInstance) {
  const { db } = app;
  resourceRoutes(app, senderIds, {
    list: async ({ auth, query }) => repo.listSenderIds(db, auth.mainId, query),
    one: async ({ auth, params }) => repo.getSenderId(db, auth.mainId, params.id),
    create: async ({ auth, body }) => repo.createSenderId(db, auth.mainId, body),
    remove: async ({ auth, params }) => repo.deleteSenderId(db, auth.mainId, params.id),
  });
}

/** The platform's operators approve or reject a sender ID. */
export async function senderIdOperatorRoutes(app: FastifyInstance) {
  route(app, reviewCall, async ({ params, body }) => repo.reviewSenderId(app.db, params.id, body));
}
