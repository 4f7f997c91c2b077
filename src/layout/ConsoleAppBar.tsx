import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
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
      toolbar={
        <>
          <ToolbarLinks />
          <LanguageSwitch />
          {/* a phone's bar keeps its room for the title; the route progress shows loading */}
          <LoadingIndicator sx={{ display: { xs: 'none', sm: 'block' } }} />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
