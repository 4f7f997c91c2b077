import { rolesResource } from '../../../contract/roles';
import { defineResource } from '../define';

/** The console's side of the declaration: the screens it adds. */
export const roles = defineResource({
  ...rolesResource,
  views: { list: () => import('./RoleList'), create: false },
});
