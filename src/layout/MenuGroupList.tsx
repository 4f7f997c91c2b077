import MuiMenu from '@mui/material/Menu';
import { Menu } from 'react-admin';
import type { MenuItem as Entry } from '../../contract/menus';

interface Props {
  entries: readonly Entry[];
  /** The group's header while the list is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** A group's entries as a pop-up list beside the collapsed sidebar. */
export default function MenuGroupList({ entries, anchor, onClose }: Props) {
  return (
    <MuiMenu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {entries.map((entry) => (
        <Menu.Item
          key={entry.key}
          to={entry.path}
          primaryText={`menu.${entry.key}`}
          onClick={onClose}
        />
      ))}
    </MuiMenu>
  );
}
