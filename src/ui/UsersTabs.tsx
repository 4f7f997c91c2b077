import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ACCOUNTS_PATH, ROLES_PATH } from '../paths/users';

/** The two tabs of account management; each tab is its resource's own list route. */
export function UsersTabs({ current }: { current: 'accounts' | 'roles' }) {
  const translate = useTranslate();
  return (
    <>
      <Title title="app.users.title" />
      <Tabs value={current} sx={{ mt: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Tab
          value="accounts"
          label={translate('app.users.tabs.accounts')}
          component={Link}
          to={ACCOUNTS_PATH}
        />
        <Tab
          value="roles"
          label={translate('app.users.tabs.roles')}
          component={Link}
          to={ROLES_PATH}
        />
      </Tabs>
    </>
  );
}
