import type { ServerModule } from '../module';
import { walletPosted } from '../wallet/events';
import { balanceAlert } from './balanceAlertJob';
import { checkAlerts } from './crossing';
import walletAlertRoutes from './routes';

/** Low-balance alerts: a rule of thresholds, fired as a ledger posting crosses one. */
export const walletAlertsModule: ServerModule = {
  name: 'walletAlerts',
  dependsOn: ['auditLog', 'callbacks', 'subAccounts', 'wallet'],
  routes: walletAlertRoutes,
  jobs: [balanceAlert],
  subscriptions: [walletPosted.on(checkAlerts)],
};
