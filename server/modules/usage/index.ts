import type { ServerModule } from '../module';
import usageOperatorRoutes from './operatorRoutes';
import usageRoutes from './routes';

/** Message usage: recorded from the platform's reports, summed per day. */
export const usageModule: ServerModule = {
  name: 'usage',
  dependsOn: ['products', 'subAccounts', 'wallet'],
  routes: usageRoutes,
  operatorRoutes: usageOperatorRoutes,
};
