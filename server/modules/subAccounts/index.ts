import { subAccountsResource } from '../../../contract';
import type { ServerModule } from '../module';
import subAccountRoutes from './routes';

/** Sub-accounts of a main account and their billing. */
export const subAccountsModule: ServerModule = {
  name: 'subAccounts',
  dependsOn: ['auditLog', 'roles'],
  resources: [subAccountsResource],
  routes: subAccountRoutes,
};
