import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Confirm } from '../../ui/Confirm';
import { Link } from 'react-router-dom';
import { setApiKeyStatus, setDefaultApiKey, type ApiKey } from '../../../contract/apiKeys';
import { call } from '../../dataProvider';
import { apiKeyEditUrl } from '../../paths/devtools';
import { RollDialog } from './RollDialog';
import { TokenDialog } from './TokenDialog';

type Pending = 'default' | 'status' | null;

/**
 * A key's actions. Setting it as default and opening or closing it wait for a confirmation
 * (spec section 4); the token has its own dialog.
 */
export function ApiKeyActions() {
  const record = useRecordContext<ApiKey>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [tokenOpen, setTokenOpen] = useState(false);
  const [rollOpen, setRollOpen] = useState(false);
  if (!record) return null;
  const open = record.status === 'open';
  const name = record.name;

  const run = async () => {
    setBusy(true);
    try {
      if (pending === 'default') {
        await call(setDefaultApiKey, { params: { id: record.id } });
        notify('devtools.keys.defaultDone', { type: 'success', messageArgs: { name } });
      } else {
        await call(setApiKeyStatus, {
          params: { id: record.id },
          body: { status: open ? 'close' : 'open' },
        });
        notify(open ? 'devtools.keys.closedDone' : 'devtools.keys.openedDone', {
          type: 'success',
          messageArgs: { name },
        });
      }
      refresh();
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const closing = record.isDefault ? 'confirmCloseDefault' : 'confirmClose';
  const confirmKey = pending === 'default' ? 'confirmDefault' : open ? closing : 'confirmOpen';
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <Button
        size="small"
        disabled={record.isDefault}
        onClick={() => setPending('default')}
        aria-label={translate('devtools.keys.setDefaultNamed', { name })}
      >
        {translate('devtools.keys.setDefault')}
      </Button>
      <Tooltip title={translate(open ? 'devtools.keys.close' : 'devtools.keys.open')}>
        <Switch
          size="small"
          checked={open}
          onChange={() => setPending('status')}
          slotProps={{
            input: {
              'aria-label': translate(
                open ? 'devtools.keys.closeNamed' : 'devtools.keys.openNamed',
                {
                  name,
                },
              ),
            },
          }}
        />
      </Tooltip>
      <Tooltip title={translate('devtools.token.manage')}>
        <IconButton
          size="small"
          onClick={() => setTokenOpen(true)}
          aria-label={translate('devtools.token.manageNamed', { name })}
        >
          <KeyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('devtools.keys.roll.action')}>
        <IconButton
          size="small"
          onClick={() => setRollOpen(true)}
          aria-label={translate('devtools.keys.roll.actionNamed', { name })}
        >
          <AutorenewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('devtools.keys.edit')}>
        <IconButton
          component={Link}
          to={apiKeyEditUrl(record.type, record.id)}
          size="small"
          aria-label={translate('devtools.keys.editNamed', { name })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={pending !== null}
        loading={busy}
        title={`devtools.keys.${confirmKey}.title`}
        content={`devtools.keys.${confirmKey}.content`}
        translateOptions={{ name }}
        onConfirm={run}
        onClose={() => setPending(null)}
      />
      {rollOpen && (
        <RollDialog
          record={record}
          onClose={() => {
            setRollOpen(false);
            refresh();
          }}
        />
      )}
      {tokenOpen && (
        <TokenDialog
          record={record}
          onClose={() => {
            setTokenOpen(false);
            refresh();
          }}
        />
      )}
    </Stack>
  );
}
