import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { ToolbarLinks } from './ToolbarLinks';

/** Page title, the toolbar menu group, the language switch and the user menu. */
export function ConsoleAppBar() {
  return (
    <AppBar
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
