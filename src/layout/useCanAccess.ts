import { usePermissions } from 'react-admin';
import type { MenuItem } from '../../contract/menus';
import { useAccessRules } from './accessContext';

/** Whether a link to `path` leads somewhere the signed-in account may open (not "No access"). */
export function useCanAccess(path: string): boolean {
  const { permissions } = usePermissions<MenuItem[]>();
  const { canAccess, openToAll } = useAccessRules();
  return openToAll(path) || canAccess(path, permissions ?? []);
}
