import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { useUnreadNotices } from './useUnreadNotices';

function UnreadNotices({ children }: { children: ReactNode }) {
  return (
    <Badge badgeContent={useUnreadNotices()} color="error" max={99}>
      {children}
    </Badge>
  );
}

/** Counters shown on toolbar entries, by menu key (notices: the unread ones). */
const BADGES: Record<string, (props: { children: ReactNode }) => ReactNode> = {
  notice: UnreadNotices,
};

/** An entry's icon with its counter, when the entry has one. */
export function ToolbarBadge({ entryKey, children }: { entryKey: string; children: ReactNode }) {
  const Counter = BADGES[entryKey];
  return Counter ? <Counter>{children}</Counter> : children;
}
