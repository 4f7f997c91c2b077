import type { FastifyInstance } from 'fastify';
import { publishEvent } from '../../../contract';
import { route } from '../../http/route';
import * as events from './events';

/** The internal API the messaging platform calls (prefix /om/internal): events to deliver. */
export default async function callbackEventRoutes(app: FastifyInstance) {
  route(app, publishEvent, async ({ body }) => events.publishEvent(app.db, body));
}
