import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { STAFF_ROLES, staffUserCreate } from '../../../contract/staff';
import { call } from '../stack';
import { ActionDialog, DialogButton } from './ActionDialog';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';

/** A new staff user: email, name and role; the one-time password is shown once after. */
export function CreateStaffUserButton() {
  const refresh = useRefresh();
  const [password, setPassword] = useState<string | null>(null);
  return (
    <>
      <DialogButton
        label="staffConsole.users.create"
        variant="contained"
        dialog={(close) => (
          <ActionDialog
            title="staffConsole.users.create"
            submit="ra.action.create"
            fields={[
              { name: 'email', label: 'resources.staff-users.fields.email' },
              { name: 'name', label: 'resources.staff-users.fields.name' },
              {
                name: 'role',
                label: 'resources.staff-users.fields.role',
                choices: STAFF_ROLES.map((role) => ({
                  value: role,
                  label: `enums.staffRole.${role}`,
                })),
              },
            ]}
            onClose={close}
            onSubmit={async (body) => {
              const created = await call(staffUserCreate, { body });
              setPassword(created.oneTimePassword);
              refresh();
            }}
          />
        )}
      />
      {password && <OneTimePasswordDialog password={password} onClose={() => setPassword(null)} />}
    </>
  );
}
