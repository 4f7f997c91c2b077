import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import {
  AppBar,
  Layout,
  LocalesMenuButton,
  Menu,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { NamedProgress } from '../layout/NamedProgress';
import { phoneTitle } from '../layout/phoneTitle';
import { mayUse } from './access';
import { STAFF_PAGES, STAFF_RESOURCES, queueOf } from './resources';
import { useReviewCounts } from './useReviewCounts';

/** The menu's groups, in the order of a working day: find the account, then the queues. */
const GROUPS = ['accounts', 'reviews', 'money', 'admin', 'operations'];

/** The menu: the screens the signed-in role may use, by group, each queue with its count. */
function StaffMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const counts = useReviewCounts();
  const allowed = [...STAFF_RESOURCES, ...STAFF_PAGES]
    .filter((def) => def.menu && mayUse(permissions ?? null, def))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  const groups = GROUPS.filter((group) => allowed.some((def) => def.menu?.group === group));
  return (
    <Menu>
      {groups.map((group) => (
        <Fragment key={group}>
          {/* a menu holds menu items only: the group's name is shown, not an item of its own */}
          <ListSubheader disableSticky role="presentation">
            {translate(`staffConsole.menu.${group}`)}
          </ListSubheader>
          {allowed
            .filter((def) => def.menu?.group === group)
            .map((def) => (
              <Menu.Item
                key={def.name}
                to={`/${def.name}`}
                primaryText={
                  <QueueLabel
                    label={translate(`menu.${def.menu?.key}`)}
                    count={
                      def.menu?.group === 'reviews' ? (counts.data?.[queueOf(def.name)] ?? 0) : 0
                    }
                  />
                }
              />
            ))}
        </Fragment>
      ))}
    </Menu>
  );
}

/** The user menu says who is signed in; its accessible name is that name too. */
function StaffUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
}

const StaffAppBar = () => (
  <AppBar
    alwaysOn
    color="inherit"
    sx={phoneTitle.appBar}
    toolbar={
      <>
        <Box sx={phoneTitle.spacer} />
        <LocalesMenuButton />
      </>
    }
    userMenu={<StaffUserMenu />}
  >
    <TitlePortal sx={phoneTitle.title} />
  </AppBar>
);

export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <NamedProgress>
      <Layout menu={StaffMenu} appBar={StaffAppBar} sx={phoneTitle.layout}>
        {children}
      </Layout>
    </NamedProgress>
  );
}

/** A queue's name with how many wait in it, beside the name rather than over it. */
function QueueLabel({ label, count }: { label: string; count: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      <span>{label}</span>
      {count > 0 && <Chip size="small" color="warning" label={count > 999 ? '999+' : count} />}
    </Stack>
  );
}
