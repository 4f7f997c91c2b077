import type { ServerModule } from '../module';
import { walletPosted } from '../wallet/events';
import { autoRecharge } from './job';
import { checkAutoRecharge } from './trigger';
import autoRechargeRoutes from './routes';

/** Automatic recharge: a saved card charged when a debit leaves the balance below a threshold. */
export const autoRechargeModule: ServerModule = {
  name: 'autoRecharge',
  dependsOn: ['auditLog', 'orders', 'payments', 'subAccounts', 'wallet'],
  routes: autoRechargeRoutes,
  jobs: [autoRecharge],
  subscriptions: [walletPosted.on(checkAutoRecharge)],
};
