import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Codes, envelope, USAGE_PATH, usageRecordBody, usageRecordResult } from '../../../contract';
import { forbidden } from '../../errors';
import { recordUsage } from './record';

/** True when the request carries `Authorization: Bearer <OPERATOR_TOKEN>` (compared in constant time). */
function isOperator(request: FastifyRequest, expected: string) {
  if (!expected) return false;
  const given = Buffer.from(String(request.headers.authorization ?? ''));
  const wanted = Buffer.from(`Bearer ${expected}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The internal API the messaging platform calls (prefix /om/internal): usage to charge.
 * Only the operator token opens it; without OPERATOR_TOKEN configured it refuses everyone.
 */
export default async function usageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: USAGE_PATH,
    schema: { body: usageRecordBody, response: { 200: envelope(usageRecordResult) } },
    onRequest: async (request) => {
      if (!isOperator(request, app.config.operatorToken)) throw forbidden();
    },
    handler: async (request) => ({
      code: Codes.success,
      data: await recordUsage(app.db, request.body),
      message: 'success',
    }),
  });
}
