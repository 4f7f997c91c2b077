import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../../contract/menus';
import { NoAccess } from '../errors/NoAccess';
import { readToken } from '../storage/token';
import { useAccessRules } from './accessContext';

/**
 * Shows 'no access' instead of a page the account's menus do not grant. A page every
 * account may open does not wait for them (right after sign-in, home renders at once).
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { permissions, isPending, isFetching } = usePermissions<MenuItem[]>();
  const { pathname } = useLocation();
  const { canAccess, openToAll } = useAccessRules();
  const granted = permissions ?? [];
  // without a token a forced sign-out is under way and the login page is coming
  if (!readToken()) return <Loading />;
  if (openToAll(pathname)) return children;
  // right after sign-in the cached answer is the signed-out one (empty): wait for the new one
  if (isPending || (isFetching && granted.length === 0)) return <Loading />;
  return canAccess(pathname, granted) ? children : <NoAccess />;
}
