import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Codes,
  envelope,
  INTERNAL_VERIFY_PATH,
  verifyRequest,
  verifyResult,
} from '../../../contract';
import { requireOperator } from '../../lib/operator';
import { verifyCredentials } from './verify';

/**
 * Routes for the messaging platform itself (not the console): the credential check behind
 * every platform API call. Operator-authenticated with OPERATOR_TOKEN.
 */
export default async function internalCredentialRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: INTERNAL_VERIFY_PATH,
    schema: { body: verifyRequest, response: { 200: envelope(verifyResult) } },
    onRequest: async (request) => requireOperator(request, app.config.operatorToken),
    handler: async (request) => ({
      code: Codes.success,
      data: await verifyCredentials(app.db, request.body),
      message: 'success',
    }),
  });
}
