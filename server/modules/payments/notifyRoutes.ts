import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../contract';
import { succeeded } from '../../http/route';
import { applyPaymentEvent } from './apply';
import type { PaymentProvider } from './provider';

/**
 * POST /om/pay/notify/<provider>: where providers report payments. The body is read raw so
 * the provider can check its signature over the exact bytes. 200 tells the provider to stop
 * retrying (also for a repeat, or an event that concerns no order); 400 for anything not
 * authentic.
 */
export default async function notifyRoutes(
  app: FastifyInstance,
  { providers }: { providers: PaymentProvider[] },
) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  for (const provider of providers) {
    app.post(`/${provider.name}`, async (request, reply) => {
      const verified = await provider.verify(String(request.body ?? ''), request.headers);
      if (!verified.authentic) {
        request.log.warn({ provider: provider.name }, 'payment notification refused');
        return reply
          .status(400)
          .send({ code: Codes.invalidRequest, data: null, message: 'invalid notification' });
      }
      const { event } = verified;
      // answered only once the credit is committed: an error leaves the provider retrying
      const result = event ? await applyPaymentEvent(app.db, provider.name, event) : 'ignored';
      const facts = { provider: provider.name, eventId: event?.eventId, result };
      if (result === 'mismatched')
        request.log.warn(
          { ...facts, orderId: event?.orderId, accountId: event?.accountId },
          'payment event names another account than its order: nothing changed',
        );
      else request.log.info(facts, 'payment');
      return succeeded({ result });
    });
  }
}
