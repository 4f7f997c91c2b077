import { ACCOUNTS_PATH, ROLES_PATH } from '../paths/users';
import { RouteTabs } from './RouteTabs';

const TABS = [
  { value: 'accounts', label: 'app.users.tabs.accounts', to: ACCOUNTS_PATH },
  { value: 'roles', label: 'app.users.tabs.roles', to: ROLES_PATH },
];

/** The two tabs of account management; each tab is its resource's own list route. */
export function UsersTabs({ current }: { current: 'accounts' | 'roles' }) {
  return <RouteTabs title="app.users.title" tabs={TABS} current={current} />;
}
