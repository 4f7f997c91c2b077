import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import { editUrl, permissionUrl } from '../../paths/users';
import { DeleteRoleDialog } from './DeleteRoleDialog';

/** A role's actions: edit, its permission screen, delete (with reassignment when in use). */
export function RoleActions() {
  const record = useRecordContext<Role>();
  const translate = useTranslate();
  const [deleting, setDeleting] = useState(false);
  if (!record) return null;
  const named = (key: string) => translate(key, { name: record.name });
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={translate('app.users.permissions')}>
        <IconButton
          component={Link}
          to={permissionUrl(record.id)}
          size="small"
          aria-label={named('app.users.permissionsNamed')}
        >
          <AdminPanelSettingsIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.users.edit')}>
        <IconButton
          component={Link}
          to={editUrl('role', record.id)}
          size="small"
          aria-label={named('app.users.editNamed')}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.users.delete')}>
        <IconButton
          size="small"
          onClick={() => setDeleting(true)}
          aria-label={named('app.users.deleteNamed')}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {deleting && <DeleteRoleDialog role={record} onClose={() => setDeleting(false)} />}
    </Stack>
  );
}
