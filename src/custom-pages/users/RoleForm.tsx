import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  CheckboxGroupInput,
  Form,
  maxLength,
  required,
  SaveButton,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { permissionGroup, type PermissionGroup } from '../../../contract/permissions';
import { createRole, ROLE_NAME_MAX, updateRole, type Role } from '../../../contract/roles';
import { call } from '../../dataProvider';
import { ROLES_PATH } from '../../paths/users';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { noEmoji } from '../../utils/validators';

// one object for every render: a new default record would reset what the person typed
const NEW_ROLE = { permissions: [] };

/** Creating or editing a role: its name (required, unique) and its permission groups. */
export function RoleForm({ record }: { record?: Role }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();

  const submit = async (values: Partial<Role>) => {
    const body = {
      name: values.name ?? '',
      permissions: (values.permissions ?? []) as PermissionGroup[],
    };
    try {
      if (record) await call(updateRole, { params: { id: record.id }, body });
      else await call(createRole, { body });
      notify('app.users.savedDone', { type: 'success' });
      navigate(ROLES_PATH);
    } catch (error) {
      return fieldErrorsOf(error);
    }
    return undefined;
  };

  return (
    <Form record={record ?? NEW_ROLE} onSubmit={submit} noValidate>
      <Stack sx={{ maxWidth: 720 }}>
        <TextInput
          source="name"
          resource="users/roles"
          validate={[required(), maxLength(ROLE_NAME_MAX), noEmoji]}
        />
        <CheckboxGroupInput
          source="permissions"
          resource="users/roles"
          row={false}
          choices={permissionGroup.options.map((group) => ({
            id: group,
            name: `app.users.groups.${group}.title`,
          }))}
        />
        <Stack direction="row" spacing={2}>
          <SaveButton label="ra.action.save" alwaysEnable />
          <Button component={Link} to={ROLES_PATH}>
            {translate('ra.action.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
