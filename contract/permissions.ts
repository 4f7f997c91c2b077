import { z } from 'zod';
import { onFirstUse } from './onFirstUse';

/** Role permission groups of spec section 6. The main account holds all of them. */
export const permissionGroup = onFirstUse(() =>
  z.enum(['order', 'bill', 'apiKey', 'account', 'messages']),
);
export type PermissionGroup = z.infer<typeof permissionGroup>;
export const ALL_PERMISSION_GROUPS: readonly PermissionGroup[] = permissionGroup.options;
