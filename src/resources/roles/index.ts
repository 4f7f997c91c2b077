import { createRole, deleteRole, getRole, listRoles, updateRole } from '../../../contract/roles';
import { defineResource } from '../define';

/**
 * Roles (spec section 3): the roles tab of account management. Permission groups show as
 * chips; deleting a role still held offers to move its holders to another role.
 */
export const roles = defineResource({
  name: 'users/roles',
  permission: 'account',
  api: {
    list: listRoles,
    one: getRole,
    create: createRole,
    update: updateRole,
    remove: deleteRole,
  },
  recordRepresentation: 'name',
  views: { list: () => import('./RoleList'), create: false },
  fields: [
    { source: 'name', kind: 'text', list: true, filter: true },
    { source: 'permissions', kind: 'text', list: true },
    { source: 'accountCount', kind: 'text', list: true },
    { source: 'createdAt', kind: 'datetime', list: true },
  ],
});
