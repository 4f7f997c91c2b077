import { CheckboxGroupInput, TextInput, useTranslate } from 'react-admin';
import { permissionGroup } from '../../../contract/permissions';
import { roleInput, type Role } from '../../../contract/roles';
import { ROLES_PATH } from '../../paths/users';
import { RecordFormPage } from '../forms/RecordFormPage';

// one object for every render: new defaults would reset what the person typed
const NEW_ROLE = { permissions: [] };

/** Creating or editing a role: its name (required, unique) and its permission groups. */
export function RoleEdit({ id }: { id?: string }) {
  const translate = useTranslate();
  return (
    <RecordFormPage<Role>
      resource="users/roles"
      id={id}
      schema={roleInput}
      title={translate(id ? 'app.users.editRole' : 'app.users.createRole')}
      backTo={ROLES_PATH}
      defaults={NEW_ROLE}
    >
      <TextInput source="name" autoFocus />
      <CheckboxGroupInput
        source="permissions"
        row={false}
        choices={permissionGroup.options.map((group) => ({
          id: group,
          name: `app.users.groups.${group}.title`,
        }))}
      />
    </RecordFormPage>
  );
}
