import type { ServerModule } from '../module';
import topUpRoutes from './routes';

/** Topping up a wallet: online through a payment provider, or offline by bank transfer. */
export const topUpModule: ServerModule = {
  name: 'topUp',
  dependsOn: ['auditLog', 'bills', 'orders', 'payments', 'subAccounts', 'wallet'],
  routes: topUpRoutes,
};
