import Menu from '@mui/material/Menu';
import { Logout } from 'react-admin';

interface Props {
  /** The account menu's button while the menu is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The account menu's entries (sign-out), under its button. */
export default function AccountMenuList({ anchor, onClose }: Props) {
  return (
    <Menu
      id="menu-appbar"
      disableScrollLock
      anchorEl={anchor}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      open={anchor !== null}
      onClose={onClose}
    >
      <Logout />
    </Menu>
  );
}
