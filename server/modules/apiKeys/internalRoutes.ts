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
import { AppError, notFound } from '../../errors';
import { verifyCredentials } from './verify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The operator's bearer token, compared in constant time; no token configured: no route. */
function requireOperator(request: FastifyRequest, expected: string | null) {
  if (!expected) throw notFound();
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!timingSafeEqual(digest(given), digest(expected)))
    throw new AppError(Codes.forbidden, 403, 'errors.forbidden');
}

/**
 * Routes for the messaging platform itself (not the console): the credential check behind
 * every platform API call. Operator-authenticated with INTERNAL_TOKEN.
 */
export default async function internalCredentialRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: INTERNAL_VERIFY_PATH,
    schema: { body: verifyRequest, response: { 200: envelope(verifyResult) } },
    onRequest: async (request) => requireOperator(request, app.config.internalApiToken),
    handler: async (request) => ({
      code: Codes.success,
      data: await verifyCredentials(app.db, request.body),
      message: 'success',
    }),
  });
}
