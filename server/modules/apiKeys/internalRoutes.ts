import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Codes,
  envelope,
  INTERNAL_VERIFY_PATH,
  verifyRequest,
  verifyResult,
} from '../../../contract';
import { forbidden } from '../../errors';
import { verifyCredentials } from './verify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The operator's bearer token (OPERATOR_TOKEN), compared in constant time; none set: refused. */
function requireOperator(request: FastifyRequest, expected: string) {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!expected || !timingSafeEqual(digest(given), digest(expected))) throw forbidden();
}

/**
 * Routes for the messaging platform itself (not the console): the credential check behind
 * every platform API call. Operator-authenticated with OPERATOR_TOKEN, like the usage API.
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
