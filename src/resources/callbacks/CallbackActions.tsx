import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Stack from '@mui/material/Stack';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SendIcon from '@mui/icons-material/Send';
import { useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Confirm } from '../../ui/Confirm';
import { RowMenuItem } from '../../ui/RowMenuItem';
import { sendTestEvent, type Callback } from '../../../contract/callbacks';
import { call } from '../../dataProvider';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { EnableCallback } from './EnableCallback';
import { RotateSecret } from './RotateSecret';

type Open = 'log' | 'delete' | 'rotate' | 'enable' | null;

/**
 * The delivery log one click away; the rest in a row menu, as Stripe's webhook endpoints have
 * them: a signed test event, rotating the secret, enabling a disabled address, deleting.
 */
export function CallbackActions() {
  const record = useRecordContext<Callback>();
  const translate = useTranslate();
  const notify = useNotify();
  const [deleteRecord] = useDelete<Callback>();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  if (!record) return null;
  const name = record.name;
  const close = () => setOpen(null);

  const test = async () => {
    setBusy(true);
    try {
      const delivery = await call(sendTestEvent, { params: { id: record.id } });
      notify(delivery.message, { type: delivery.outcome === 'ok' ? 'success' : 'error' });
      setOpen('log');
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteRecord(
        'api-key/callback-setting',
        { id: record.id, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true, onError: () => undefined },
      );
      notify('app.records.deleted', { type: 'success', messageArgs: { name } });
    } catch {
      // shown by the HTTP layer
    } finally {
      setBusy(false);
      close();
    }
  };

  const item = (label: string, icon: ReactNode, action: () => void) => (
    <RowMenuItem
      label={label}
      icon={icon}
      disabled={busy}
      onClose={() => setMenuAnchor(null)}
      onPick={action}
    />
  );
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <Button
        size="small"
        sx={{ whiteSpace: 'nowrap' }}
        onClick={() => setOpen('log')}
        aria-label={translate('devtools.callbacks.logNamed', { name })}
      >
        {translate('devtools.callbacks.log')}
      </Button>
      <IconButton
        size="small"
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        aria-label={translate('devtools.callbacks.actionsNamed', { name })}
        aria-haspopup="menu"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {record.status === 'disabled' &&
          item('devtools.callbacks.enable', <CheckCircleOutlineIcon fontSize="small" />, () =>
            setOpen('enable'),
          )}
        {item(
          busy ? 'devtools.callbacks.sending' : 'devtools.callbacks.test',
          <SendIcon fontSize="small" />,
          test,
        )}
        {item('devtools.callbacks.rotate', <KeyIcon fontSize="small" />, () => setOpen('rotate'))}
        {item('devtools.callbacks.delete', <DeleteIcon fontSize="small" />, () =>
          setOpen('delete'),
        )}
      </Menu>
      <Confirm
        isOpen={open === 'delete'}
        loading={busy}
        title="devtools.callbacks.confirmDelete.title"
        content="devtools.callbacks.confirmDelete.content"
        translateOptions={{ name }}
        onConfirm={remove}
        onClose={close}
      />
      {open === 'rotate' && <RotateSecret record={record} onClose={close} />}
      {open === 'enable' && <EnableCallback record={record} onClose={close} />}
      {open === 'log' && <DeliveryLogDialog record={record} onClose={close} />}
    </Stack>
  );
}
