import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import { styled, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  CLOSED_DRAWER_WIDTH,
  DRAWER_WIDTH,
  SidebarClasses,
  useLocale,
  useSidebarState,
} from 'react-admin';

/**
 * react-admin's sidebar, for an app bar that stays in place. Theirs slides up by the bar's
 * height once the page scrolls (for a bar that hides), which left the first entries under
 * ours, and it reads the scroll position as it mounts: a forced layout in a phone's start.
 */
export function ConsoleSidebar({ children }: { children: ReactNode }) {
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  useLocale();
  const toggle = () => setOpen(!open);
  return isXSmall ? (
    <SidebarDrawer variant="temporary" open={open} onClose={toggle} classes={SidebarClasses}>
      {children}
    </SidebarDrawer>
  ) : (
    <SidebarDrawer
      variant="permanent"
      open={open}
      onClose={toggle}
      classes={SidebarClasses}
      className={open ? 'RaSidebar-open' : 'RaSidebar-closed'}
    >
      <div className={SidebarClasses.fixed}>{children}</div>
    </SidebarDrawer>
  );
}

/** The theme's `sidebar` sizes, as react-admin reads them. */
interface SidebarSizes {
  width?: number;
  closedWidth?: number;
}

const SidebarDrawer = styled(Drawer, {
  name: 'RaSidebar',
  slot: 'Root',
  overridesResolver: (_props, styles) => styles.root,
  shouldForwardProp: () => true,
})(({ open, theme }: { open?: boolean; theme: Theme & { sidebar?: SidebarSizes } }) => ({
  height: 'calc(100vh - 3em)',
  marginTop: 0,
  [`& .${SidebarClasses.fixed}`]: {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '& .MuiPaper-root': {
    position: 'relative',
    width: open
      ? (theme.sidebar?.width ?? DRAWER_WIDTH)
      : (theme.sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH),
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    backgroundColor: 'transparent',
    borderRight: 'none',
    [theme.breakpoints.only('xs')]: {
      marginTop: 0,
      height: '100vh',
      position: 'inherit',
      backgroundColor: theme.palette.background.default,
    },
    [theme.breakpoints.up('md')]: { border: 'none' },
    zIndex: 'inherit',
  },
}));
