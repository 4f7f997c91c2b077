import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Codes, envelope, USAGE_PATH, usageRecordBody, usageRecordResult } from '../../../contract';
import { requireOperator } from '../../lib/operator';
import { recordUsage } from './record';

/**
 * The internal API the messaging platform calls (prefix /om/internal): usage to charge.
 */
export default async function usageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: USAGE_PATH,
    schema: { body: usageRecordBody, response: { 200: envelope(usageRecordResult) } },
    onRequest: async (request) => requireOperator(request, app.config.operatorToken),
    handler: async (request) => ({
      code: Codes.success,
      data: await recordUsage(app.db, request.body),
      message: 'success',
    }),
  });
}
