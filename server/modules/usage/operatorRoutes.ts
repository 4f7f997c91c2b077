import type { FastifyInstance } from 'fastify';
import { recordUsageCall } from '../../../contract';
import { route } from '../../http/route';
import { recordUsage } from './record';

/** The internal API the messaging platform calls (prefix /om/internal): usage to charge. */
export default async function usageRoutes(app: FastifyInstance) {
  route(app, recordUsageCall, async ({ body }) => recordUsage(app.db, body));
}
