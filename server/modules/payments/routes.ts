import type { FastifyInstance } from 'fastify';
import notifyRoutes from './notifyRoutes';
import { providerFor } from './providers';
import sandboxRoutes from './sandboxRoutes';

/** /om/pay: provider notifications, and the sandbox checkout when it is the provider. */
export default async function paymentRoutes(app: FastifyInstance) {
  const provider = providerFor(app.config, app.db);
  await app.register(notifyRoutes, { prefix: '/notify', providers: [provider] });
  if (provider.name === 'sandbox') await app.register(sandboxRoutes, { prefix: '/sandbox' });
}
