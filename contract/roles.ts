import { declareResource } from './resource';
import { z } from 'zod';
import { defineCall } from './call';
import { isoDateTime, listOf, listQuery, idParams } from './list';
import { permissionGroup } from './permissions';
import { plainName } from './rules';
import { onFirstUse } from './onFirstUse';

export const ROLE_NAME_MAX = 32;

/** A role (spec section 3): a name and the permission groups it grants. */
export const role = onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    permissions: z.array(permissionGroup),
    /** Sub-accounts holding the role: one in use cannot be deleted without reassigning them. */
    accountCount: z.number().int().min(0),
    createdAt: isoDateTime,
  }),
);
export type Role = z.infer<typeof role>;

export const roleInput = onFirstUse(() =>
  z.object({
    name: plainName(ROLE_NAME_MAX),
    // Each group at most once; the order does not matter.
    permissions: z
      .array(permissionGroup)
      .max(permissionGroup.options.length)
      .refine((groups) => new Set(groups).size === groups.length, {
        message: 'validation.invalid',
      }),
  }),
);
export type RoleInput = z.infer<typeof roleInput>;

export const ROLE_SORTABLE = ['createdAt', 'name'] as const;

export const listRoles = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/roles',
    query: listQuery(ROLE_SORTABLE, 'createdAt').extend({
      name: z.string().trim().max(ROLE_NAME_MAX).optional(),
    }),
    response: listOf(role),
  }),
);

export const getRole = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/roles/:id',
    params: idParams,
    response: role,
  }),
);

export const createRole = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/roles',
    body: roleInput,
    response: role,
  }),
);

export const updateRole = onFirstUse(() =>
  defineCall({
    method: 'PUT',
    path: '/v1/roles/:id',
    params: idParams,
    body: roleInput,
    response: role,
  }),
);

/**
 * Deletes a role. One still held by sub-accounts is refused (409) unless `reassignTo` names
 * another role of the account: its holders move there first, in the same transaction.
 */
export const deleteRole = onFirstUse(() =>
  defineCall({
    method: 'DELETE',
    path: '/v1/roles/:id',
    params: idParams,
    query: z.object({ reassignTo: z.string().min(1).max(64).optional() }),
    response: z.object({ id: z.string(), reassigned: z.number().int().min(0) }),
  }),
);

/**
 * Roles (spec section 3): the roles tab of account management. Permission groups show as
 * chips; deleting a role still held offers to move its holders to another role.
 */
export const rolesResource = declareResource({
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
  fields: [
    { source: 'name', kind: 'text', list: true, filter: true },
    { source: 'permissions', kind: 'text', list: true },
    { source: 'accountCount', kind: 'text', list: true },
    { source: 'createdAt', kind: 'datetime', list: true },
  ],
});
