import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Confirm } from '../../ui/Confirm';
import { Link } from 'react-router-dom';
import { setSubAccountStatus, type SubAccount } from '../../../contract/subAccounts';
import { call } from '../../dataProvider';
import { editUrl } from '../../paths/users';

type Pending = 'status' | 'delete' | null;

/**
 * A row's actions. Enabling or disabling and deleting wait for a confirmation (spec
 * section 4); disabling signs the sub-account out at once on the server.
 */
export function SubAccountActions() {
  const record = useRecordContext<SubAccount>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [remove] = useDelete<SubAccount>();
  if (!record) return null;
  const active = record.status === 'active';
  const name = record.name || record.email;

  const run = async () => {
    setBusy(true);
    try {
      if (pending === 'status') {
        await call(setSubAccountStatus, {
          params: { id: record.id },
          body: { status: active ? 'disabled' : 'active' },
        });
        notify(active ? 'app.users.disabledDone' : 'app.users.enabledDone', { type: 'success' });
      } else {
        await remove(
          'users/accounts',
          { id: record.id, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true, onError: () => undefined },
        );
        notify('app.records.deleted', { type: 'success', messageArgs: { name } });
      }
      refresh();
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const confirmKey =
    pending === 'delete' ? 'confirmDelete' : active ? 'confirmDisable' : 'confirmEnable';
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <Tooltip title={translate(active ? 'app.users.disable' : 'app.users.enable')}>
        <Switch
          size="small"
          checked={active}
          onChange={() => setPending('status')}
          slotProps={{
            input: {
              'aria-label': translate(active ? 'app.users.disableNamed' : 'app.users.enableNamed', {
                name,
              }),
            },
          }}
        />
      </Tooltip>
      <Tooltip title={translate('app.users.edit')}>
        <IconButton
          component={Link}
          to={editUrl('account', record.id)}
          size="small"
          aria-label={translate('app.users.editNamed', { name })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.users.delete')}>
        <IconButton
          size="small"
          onClick={() => setPending('delete')}
          aria-label={translate('app.users.deleteNamed', { name })}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={pending !== null}
        loading={busy}
        title={`app.users.${confirmKey}.title`}
        content={`app.users.${confirmKey}.content`}
        translateOptions={{ name }}
        onConfirm={run}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
