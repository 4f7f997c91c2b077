import type { ReactNode } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';

/** An action of a row's menu: closes the menu, then does what it says. */
export function RowMenuItem({
  label,
  icon,
  disabled = false,
  onClose,
  onPick,
}: {
  /** i18n key of the label. */
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClose: () => void;
  onPick: () => void;
}) {
  const translate = useTranslate();
  return (
    <MenuItem
      disabled={disabled}
      onClick={() => {
        onClose();
        onPick();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}
