import Box from '@mui/material/Box';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { phoneTitle } from './phoneTitle';
import { ToolbarLinks } from './ToolbarLinks';

/** Page title, the toolbar menu group, the language switch and the user menu. */
export function ConsoleAppBar() {
  return (
    <AppBar
      // always in place, as a console's bar is; hiding it on scroll read the page's layout
      // as it first rendered, which cost a phone's start a forced layout
      alwaysOn
      color="inherit"
      userMenu={<AccountMenu />}
      sx={phoneTitle.appBar}
      toolbar={
        <>
          <Box sx={phoneTitle.spacer} />
          <ToolbarLinks />
          <LanguageSwitch />
          {/* on a phone the route progress shows loading */}
          <LoadingIndicator sx={{ display: { xs: 'none', sm: 'block' } }} />
        </>
      }
    >
      <TitlePortal sx={phoneTitle.title} />
    </AppBar>
  );
}
