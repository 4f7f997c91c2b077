import { Suspense, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { Loading, SkipNavigationButton } from 'react-admin';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleSidebar } from './ConsoleSidebar';
import { RouteBoundary } from './RouteBoundary';
import { ScreenMessages } from './ScreenMessages';
import { SidebarMenu } from './SidebarMenu';

/**
 * react-admin's `Layout` (same classes, styles and parts: skip link, app bar, sidebar, the
 * page in an error boundary and Suspense) without its preferences inspector, whose fields
 * brought MUI's TextField and Select to every start.
 */
export function ConsoleFrame({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Root className="layout" sx={sx}>
      <SkipNavigationButton />
      <div className="RaLayout-appFrame">
        <ConsoleAppBar />
        <main className="RaLayout-contentWithSidebar">
          <ConsoleSidebar>
            <SidebarMenu />
          </ConsoleSidebar>
          <div id="main-content" className="RaLayout-content">
            <RouteBoundary>
              <Suspense fallback={<Loading />}>
                <ScreenMessages>{children}</ScreenMessages>
              </Suspense>
            </RouteBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}

const Root = styled('div', {
  name: 'RaLayout',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  '& .RaLayout-content': {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
