import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { menuIcon } from './menuIcons';
import { ToolbarBadge } from './ToolbarBadge';

/** The app bar's shortcuts: the `toolbar` list of the menus response (notices, pricing). */
export function ToolbarLinks() {
  const translate = useTranslate();
  const { menus } = useSession();
  return (
    <nav aria-label={translate('app.layout.toolbar')}>
      {(menus.toolbar ?? []).map((entry) => {
        const Icon = menuIcon(entry.icon);
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
            {translate(`menu.${entry.key}`)}
          </Button>
        );
      })}
    </nav>
  );
}
