import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import type { Role } from '../../../contract/roles';

/**
 * Deleting a role. One still held by sub-accounts cannot just go: the dialog offers the
 * other roles to move them to, and the server moves them and deletes in one step.
 */
export function DeleteRoleDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove] = useDelete<Role>();
  const inUse = role.accountCount > 0;
  const { data: roles = [] } = useGetList<Role>(
    'users/roles',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } },
    { enabled: inUse },
  );
  const others = roles.filter((other) => other.id !== role.id);
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await remove(
        'users/roles',
        { id: role.id, previousData: role, meta: { query: inUse ? { reassignTo: target } : {} } },
        { mutationMode: 'pessimistic', returnPromise: true, onError: () => undefined },
      );
      notify('app.records.deleted', { type: 'success', messageArgs: { name: role.name } });
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-role-title" fullWidth maxWidth="xs">
      <DialogTitle id="delete-role-title">
        {translate('app.users.deleteRole.title', { name: role.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: inUse ? 2 : 0 }}>
          {inUse
            ? translate('app.users.deleteRole.inUse', { count: role.accountCount })
            : translate('app.users.confirmDelete.content')}
        </DialogContentText>
        {inUse &&
          (others.length ? (
            <TextField
              select
              fullWidth
              label={translate('app.users.deleteRole.moveTo')}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
            >
              {others.map((other) => (
                <MenuItem key={other.id} value={other.id}>
                  {other.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <DialogContentText color="warning.main">
              {translate('app.users.deleteRole.noOtherRole')}
            </DialogContentText>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy || (inUse && !target)}
          onClick={confirm}
        >
          {translate(inUse ? 'app.users.deleteRole.moveAndDelete' : 'app.users.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
