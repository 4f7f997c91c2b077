import type { ServerModule } from '../module';
import accountRoutes from './routes';

/** The signed-in account: its menus and basic data. */
export const accountModule: ServerModule = {
  name: 'account',
  dependsOn: ['subAccounts'],
  routes: accountRoutes,
};
