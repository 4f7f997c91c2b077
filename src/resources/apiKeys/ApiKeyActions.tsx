import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Confirm } from '../../ui/Confirm';
import { RowMenuItem } from '../../ui/RowMenuItem';
import { Link } from 'react-router-dom';
import { setApiKeyStatus, setDefaultApiKey, type ApiKey } from '../../../contract/apiKeys';
import { call } from '../../dataProvider';
import { apiKeyEditUrl } from '../../paths/devtools';
import { RollDialog } from './RollDialog';
import { TokenDialog } from './TokenDialog';

type Pending = 'default' | 'status' | null;

/**
 * A key's actions, in one row menu as Stripe's keys have them, so the list fits a laptop.
 * Setting it as default and opening or closing it wait for a confirmation (spec section 4);
 * the token and the roll have their own dialogs.
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
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
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
  const item = (label: string, icon: ReactNode, action: () => void, disabled = false) => (
    <RowMenuItem
      label={label}
      icon={icon}
      disabled={disabled}
      onClose={() => setMenuAnchor(null)}
      onPick={action}
    />
  );
  return (
    <>
      <IconButton
        size="small"
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        aria-label={translate('devtools.keys.actionsNamed', { name })}
        aria-haspopup="menu"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {item(
          'devtools.keys.setDefault',
          <StarOutlineIcon fontSize="small" />,
          () => setPending('default'),
          record.isDefault,
        )}
        {item(
          open ? 'devtools.keys.close' : 'devtools.keys.open',
          open ? <BlockIcon fontSize="small" /> : <CheckCircleOutlineIcon fontSize="small" />,
          () => setPending('status'),
        )}
        {item('devtools.token.manage', <KeyIcon fontSize="small" />, () => setTokenOpen(true))}
        {item('devtools.keys.roll.action', <AutorenewIcon fontSize="small" />, () =>
          setRollOpen(true),
        )}
        <MenuItem
          component={Link}
          to={apiKeyEditUrl(record.type, record.id)}
          onClick={() => setMenuAnchor(null)}
        >
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('devtools.keys.edit')}</ListItemText>
        </MenuItem>
      </Menu>
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
    </>
  );
}
