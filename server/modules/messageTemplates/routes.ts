import type { FastifyInstance } from 'fastify';
import { messageTemplates, reviewMessageTemplate } from '../../../contract/messageTemplates';
import { resourceRoutes } from '../../http/resourceRoutes';
import { route } from '../../http/route';
import { createMessageTemplate, messageTemplateRecords } from './repo';

/** The account's WhatsApp templates: list, one, submit, delete (guarded as declared). */
export async function messageTemplateRoutes(app: FastifyInstance) {
  const records = messageTemplateRecords(app.db);
  resourceRoutes(app, messageTemplates, {
    list: async ({ auth, query }) => records.list(auth.mainId, query),
    one: async ({ auth, params }) => records.one(auth.mainId, params.id),
    create: async ({ auth, body }) => createMessageTemplate(app.db, auth.mainId, body),
    remove: async ({ auth, params }) => records.remove(auth.mainId, params.id),
  });
}

/** The platform's operators approve or reject a template. */
export async function messageTemplateOperatorRoutes(app: FastifyInstance) {
  const records = messageTemplateRecords(app.db);
  route(app, reviewMessageTemplate, async ({ params, body }) => records.review(params.id, body));
}
