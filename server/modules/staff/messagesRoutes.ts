import type { FastifyInstance } from 'fastify';
import { staffMessageJourney, staffMessageSearch } from '../../../contract/staffMessages';
import { staffActorOf } from '../auditLog/staffAudit';
import { messageJourney, searchMessages } from './messages';
import { staffRoute } from './staffRoute';

/** Support finds a message of any account and opens its journey; each is audited. */
export default async function staffMessageRoutes(app: FastifyInstance) {
  staffRoute(app, staffMessageSearch, ({ query, staff, request, language }) =>
    searchMessages(app.db, staffActorOf(request, staff.staffUserId), query, language),
  );
  staffRoute(app, staffMessageJourney, ({ params, staff, request, language }) =>
    messageJourney(app.db, staffActorOf(request, staff.staffUserId), params.id, language),
  );
}
