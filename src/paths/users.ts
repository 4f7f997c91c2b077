/** Routes of account management (spec section 2), relative to the /control basename. */
export const USERS_PATH = '/users';
export const ACCOUNTS_PATH = '/users/accounts';
export const ROLES_PATH = '/users/roles';
export const USERS_EDIT_PATH = '/users/edit';
export const USERS_PERMISSION_PATH = '/users/permission';

export type EditType = 'account' | 'role';

/** The edit screen of a sub-account or role; without an id it creates one. */
export const editUrl = (type: EditType, id?: string) =>
  `${USERS_EDIT_PATH}?type=${type}${id ? `&id=${encodeURIComponent(id)}` : ''}`;

export const permissionUrl = (roleId: string) =>
  `${USERS_PERMISSION_PATH}?id=${encodeURIComponent(roleId)}`;
