import type { FastifyInstance } from 'fastify';
import { verifyCredentials as verifyCall } from '../../../contract';
import { route } from '../../http/route';
import { verifyCredentials } from './verify';

/**
 * Routes for the messaging platform itself (not the console): the credential check behind
 * every platform API call, under /om/internal with OPERATOR_TOKEN.
 */
export default async function internalCredentialRoutes(app: FastifyInstance) {
  route(app, verifyCall, async ({ body }) => verifyCredentials(app.db, body));
}
