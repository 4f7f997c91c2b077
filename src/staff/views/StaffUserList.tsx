import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  DataTable,
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  STAFF_ROLES,
  staffUserDisable,
  staffUserEnable,
  staffUserReset,
  staffUserRoleSet,
  type StaffUser,
} from '../../../contract/staff';
import type { ResourceDefinition } from '../../resources/define';
import ResourceList from '../../resources/views/ResourceList';
import { Confirm } from '../../ui/Confirm';
import { call } from '../stack';
import { ActionDialog } from './ActionDialog';
import { CreateStaffUserButton } from './StaffUserCreate';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';

type Open = 'role' | 'toggle' | 'reset' | null;

/** What an admin does with another staff user: role, disable or enable, reset. */
function StaffUserActions() {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const user = useRecordContext<StaffUser>();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [password, setPassword] = useState<string | null>(null);
  if (!user || user.id === identity?.id) return null;
  const params = { id: user.id };
  const done = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
  };
  const choose = (next: Open) => {
    setAnchor(null);
    setOpen(next);
  };
  const toggle = async () => {
    await call(user.disabled ? staffUserEnable : staffUserDisable, { params });
    setOpen(null);
    done(user.disabled ? 'staffConsole.users.enabled' : 'staffConsole.users.disabled');
  };
  const reset = async () => {
    const answer = await call(staffUserReset, { params });
    setOpen(null);
    setPassword(answer.oneTimePassword);
    refresh();
  };
  return (
    <>
      <IconButton
        aria-label={t('staffConsole.users.actionsOf', { email: user.email })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('role')}>{t('staffConsole.users.changeRole')}</MenuItem>
        <MenuItem onClick={() => choose('toggle')}>
          {t(user.disabled ? 'staffConsole.users.enable' : 'staffConsole.users.disable')}
        </MenuItem>
        <MenuItem onClick={() => choose('reset')}>{t('staffConsole.users.reset')}</MenuItem>
      </Menu>
      {open === 'role' && (
        <ActionDialog
          title="staffConsole.users.changeRole"
          submit="ra.action.save"
          fields={[
            {
              name: 'role',
              label: 'resources.staff-users.fields.role',
              initial: user.role,
              choices: STAFF_ROLES.map((role) => ({
                value: role,
                label: `enums.staffRole.${role}`,
              })),
            },
          ]}
          onClose={() => setOpen(null)}
          onSubmit={async (body) => {
            await call(staffUserRoleSet, { params, body });
            done('staffConsole.users.roleChanged');
          }}
        />
      )}
      <Confirm
        isOpen={open === 'toggle'}
        title={user.disabled ? 'staffConsole.users.enable' : 'staffConsole.users.disable'}
        content={user.disabled ? 'staffConsole.users.enableText' : 'staffConsole.users.disableText'}
        translateOptions={{ email: user.email }}
        onConfirm={() => void toggle().catch(() => undefined)}
        onClose={() => setOpen(null)}
      />
      <Confirm
        isOpen={open === 'reset'}
        title="staffConsole.users.reset"
        content="staffConsole.users.resetText"
        translateOptions={{ email: user.email }}
        onConfirm={() => void reset().catch(() => undefined)}
        onClose={() => setOpen(null)}
      />
      {password && <OneTimePasswordDialog password={password} onClose={() => setPassword(null)} />}
    </>
  );
}

/** The staff users: the declared columns, a new user, and each one's actions. */
export default function StaffUserList({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceList
      def={def}
      rowClick={false}
      actions={
        <TopToolbar>
          <CreateStaffUserButton />
        </TopToolbar>
      }
    >
      <DataTable.Col label="staffConsole.users.actions" align="right">
        <StaffUserActions />
      </DataTable.Col>
    </ResourceList>
  );
}
