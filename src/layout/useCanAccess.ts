import { usePermissions } from 'react-admin';
import type { MenuItem } from '../../contract/menus';
import { canAccess, openToAll } from './access';

/** Whether a link to `path` leads somewhere the signed-in account may open (not "No access"). */
export function useCanAccess(path: string): boolean {
  const { permissions } = usePermissions<MenuItem[]>();
  return openToAll(path) || canAccess(path, permissions ?? []);
}
