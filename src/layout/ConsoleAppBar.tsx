import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, type Theme } from '@mui/material/styles';
import { LoadingIndicator, SidebarToggleButton, TitlePortal } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { phoneTitle } from './phoneTitle';
import { ToolbarLinks } from './ToolbarLinks';

/**
 * The sidebar's toggle, the page title, the toolbar menu group, the language switch and the
 * account menu: react-admin's `AppBar` (same classes and styles) without its locale and theme
 * menus, which brought MUI's Menu and Popover to every start. It stays in place, as a
 * console's bar does: hiding it on scroll read the page's layout as it first rendered.
 */
export function ConsoleAppBar() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <div>
      <Bar className="RaAppBar-appBar" color="inherit" sx={phoneTitle.appBar}>
        <Toolbar disableGutters variant={phone ? 'regular' : 'dense'} className="RaAppBar-toolbar">
          <SidebarToggleButton className="RaAppBar-menuButton" />
          <TitlePortal sx={phoneTitle.title} />
          <Box sx={phoneTitle.spacer} />
          <ToolbarLinks />
          <LanguageSwitch />
          {/* on a phone the route progress shows loading */}
          <LoadingIndicator sx={{ display: { xs: 'none', sm: 'block' } }} />
          <AccountMenu />
        </Toolbar>
      </Bar>
    </div>
  );
}

const Bar = styled(AppBar, {
  name: 'RaAppBar',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  '& .RaAppBar-toolbar': {
    padding: `0 ${theme.spacing(1)}`,
    [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
  },
  '& .RaAppBar-menuButton': { marginRight: '0.2em' },
}));
