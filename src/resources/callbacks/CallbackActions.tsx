import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Confirm } from '../../ui/Confirm';
import { sendTestEvent, type Callback } from '../../../contract/callbacks';
import { call } from '../../dataProvider';
import { DeliveryLogDialog } from './DeliveryLogDialog';

/** Send a signed test event, read the delivery log, delete (after confirming). */
export function CallbackActions() {
  const record = useRecordContext<Callback>();
  const translate = useTranslate();
  const notify = useNotify();
  const [deleteRecord] = useDelete<Callback>();
  const [sending, setSending] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const name = record.name;

  const test = async () => {
    setSending(true);
    try {
      const delivery = await call(sendTestEvent, { params: { id: record.id } });
      notify(delivery.message, { type: delivery.outcome === 'ok' ? 'success' : 'error' });
      setLogOpen(true);
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setSending(false);
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
      setDeleting(false);
    }
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <Button
        size="small"
        disabled={sending}
        onClick={test}
        aria-label={translate('devtools.callbacks.testNamed', { name })}
      >
        {translate(sending ? 'devtools.callbacks.sending' : 'devtools.callbacks.test')}
      </Button>
      <Button
        size="small"
        onClick={() => setLogOpen(true)}
        aria-label={translate('devtools.callbacks.logNamed', { name })}
      >
        {translate('devtools.callbacks.log')}
      </Button>
      <Tooltip title={translate('devtools.callbacks.delete')}>
        <IconButton
          size="small"
          onClick={() => setDeleting(true)}
          aria-label={translate('devtools.callbacks.deleteNamed', { name })}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={deleting}
        loading={busy}
        title="devtools.callbacks.confirmDelete.title"
        content="devtools.callbacks.confirmDelete.content"
        translateOptions={{ name }}
        onConfirm={remove}
        onClose={() => setDeleting(false)}
      />
      {logOpen && <DeliveryLogDialog record={record} onClose={() => setLogOpen(false)} />}
    </Stack>
  );
}
