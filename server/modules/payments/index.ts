import type { ServerModule } from '../module';
import { expireOrders, paymentNotification } from './jobs';
import paymentRoutes from './routes';

/** Payment providers (chosen in providers.ts), their checkouts and notifications. */
export const paymentsModule: ServerModule = {
  name: 'payments',
  dependsOn: ['bills', 'orders', 'wallet'],
  payRoutes: paymentRoutes,
  jobs: [paymentNotification, expireOrders],
};
