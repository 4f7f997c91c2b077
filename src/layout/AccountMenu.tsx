import { Suspense, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useGetIdentity, useTranslate } from 'react-admin';
import { lazyPage } from '../errors/lazyPage';
import { AccountAvatar } from './AccountAvatar';

/** MUI's Menu (with its Popover) loads with the first opening, not with every start. */
const AccountMenuList = lazyPage(() => import('./AccountMenuList'), 'AccountMenuList');

/**
 * The account menu as react-admin's user menu shows it (the account's name beside the
 * avatar from a tablet's width on, the avatar alone on a phone), named with what it shows
 * so a voice user who says the visible text reaches it.
 */
export function AccountMenu() {
  const translate = useTranslate();
  const { isPending, identity } = useGetIdentity();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first opening on, so the menu's closing gives the focus back
  const [opened, setOpened] = useState(false);
  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setOpened(true);
  };
  const label = identity?.fullName
    ? translate('app.accountMenu', { name: identity.fullName })
    : translate('ra.auth.user_menu');
  return (
    <div>
      {wide && !isPending && identity?.fullName ? (
        <Button
          aria-label={label}
          color="inherit"
          startIcon={<AccountAvatar />}
          onClick={open}
          onPointerEnter={AccountMenuList.preload}
          sx={{ textTransform: 'none', marginInlineStart: 0.5 }}
        >
          {identity.fullName}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton
            aria-label={label}
            aria-owns={anchor ? 'menu-appbar' : undefined}
            aria-haspopup
            color="inherit"
            onClick={open}
          >
            <AccountAvatar />
          </IconButton>
        </Tooltip>
      )}
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </div>
  );
}
