import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { menuIcon } from './menuIcons';
import { ToolbarBadge } from './ToolbarBadge';
import { visuallyHidden } from '../ui/visuallyHidden';

/**
 * The app bar's shortcuts: the `toolbar` list of the menus response (notices, pricing). On a
 * phone they are icons (their names read by screen readers, with the unread count), so the
 * page title keeps its room.
 */
export function ToolbarLinks() {
  const translate = useTranslate();
  const { menus } = useSession();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <nav aria-label={translate('app.layout.toolbar')} style={{ display: 'flex', flexShrink: 0 }}>
      {(menus.toolbar ?? []).map((entry) => {
        const Icon = menuIcon(entry.icon);
        const label = translate(`menu.${entry.key}`);
        if (phone)
          return (
            <Tooltip key={entry.key} title={label} describeChild>
              <IconButton component={Link} to={entry.path} color="inherit">
                <ToolbarBadge entryKey={entry.key}>
                  <Icon />
                </ToolbarBadge>
                <span style={visuallyHidden}>{label}</span>
              </IconButton>
            </Tooltip>
          );
        return (
          <Button
            key={entry.key}
            component={Link}
            to={entry.path}
            size="small"
            color="inherit"
            startIcon={
              <ToolbarBadge entryKey={entry.key}>
                <Icon />
              </ToolbarBadge>
            }
          >
            {label}
          </Button>
        );
      })}
    </nav>
  );
}
