import { useEffect, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useLoading } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** How long the bar shows at least, so quick changes still read as "something happened". */
const MIN_VISIBLE_MS = 300;

/**
 * The thin bar at the top on every path change: it starts when the path changes and
 * ends once the new page's data has arrived. Later fetches on the same page do not
 * bring it back (lists have their own loaders).
 */
export function RouteProgress() {
  const { pathname } = useLocation();
  const loading = useLoading();
  const [active, setActive] = useState(true);
  const [minElapsed, setMinElapsed] = useState(false);

  useEffect(() => {
    setActive(true);
    setMinElapsed(false);
    const timer = window.setTimeout(() => setMinElapsed(true), MIN_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    if (active && minElapsed && !loading) setActive(false);
  }, [active, minElapsed, loading]);

  if (!active) return null;
  return (
    <LinearProgress
      aria-hidden
      data-testid="route-progress"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
      }}
    />
  );
}
