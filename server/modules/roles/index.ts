import { rolesResource } from '../../../contract';
import type { ServerModule } from '../module';
import roleRoutes from './routes';

/** Roles and the permission groups they grant. */
export const rolesModule: ServerModule = {
  name: 'roles',
  dependsOn: ['auditLog'],
  resources: [rolesResource],
  routes: roleRoutes,
};
