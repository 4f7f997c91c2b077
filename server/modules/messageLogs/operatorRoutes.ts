import type { FastifyInstance } from 'fastify';
import { recordMessageEvents } from '../../../contract/messageEvents';
import { route } from '../../http/route';

/** A full batch of events with bodies is larger than the server's usual limit. */
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

/** The platform's events of messages (prefix /om/internal). */
export default async function messageEventRoutes(app: FastifyInstance) {
  route(app, recordMessageEvents, async ({ body }) => app.messageIngest.record(body.events), {
    bodyLimit: BATCH_BODY_LIMIT,
  });
}
