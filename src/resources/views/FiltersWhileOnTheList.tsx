import { useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { useHref, useLocation } from 'react-router-dom';

/**
 * A filter chosen on screen reaches the list half a second later (react-admin's debounce).
 * Someone who opens a row within that half second leaves while the next page loads as a
 * router transition, during which the list is still mounted: its late filter change would
 * take them back to the list. Changes apply only while the browser is still on the list.
 */
export function FiltersWhileOnTheList({ children }: { children: ReactNode }) {
  const list = useListContext();
  // the router's location: during the transition it is still the list's own
  const listPath = useHref(useLocation().pathname);
  const { setFilters } = list;
  const value = useMemo(
    () => ({
      ...list,
      setFilters: (...change: Parameters<typeof setFilters>) => {
        if (window.location.pathname === listPath) setFilters(...change);
      },
    }),
    [list, listPath, setFilters],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
