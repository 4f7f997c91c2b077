import type { FastifyInstance } from 'fastify';
import { reviewSenderId, senderIds } from '../../../contract/senderIds';
import { resourceRoutes } from '../../http/resourceRoutes';
import { route } from '../../http/route';
import { createSenderId, senderIdRecords } from './repo';

/** The account's sender IDs: list, one, register, delete (guarded as declared). */
export async function senderIdRoutes(app: FastifyInstance) {
  const records = senderIdRecords(app.db);
  resourceRoutes(app, senderIds, {
    list: async ({ auth, query }) => records.list(auth.mainId, query),
    one: async ({ auth, params }) => records.one(auth.mainId, params.id),
    create: async ({ auth, body }) => createSenderId(app.db, auth.mainId, body),
    remove: async ({ auth, params }) => records.remove(auth.mainId, params.id),
  });
}

/** The platform's operators approve or reject a sender ID. */
export async function senderIdOperatorRoutes(app: FastifyInstance) {
  const records = senderIdRecords(app.db);
  route(app, reviewSenderId, async ({ params, body }) => records.review(params.id, body));
}
