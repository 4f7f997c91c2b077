import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { enableCallback, replayFailed } from '../../../contract/callbackEvents';
import type { Callback } from '../../../contract/callbacks';
import { call } from '../../dataProvider';
import { isLanguage } from '../../i18n/language';
import { Confirm } from '../../ui/Confirm';
import { formatDate } from '../../utils/date';
import { formatNumber } from '../../utils/number';

/**
 * Enables a disabled address after a confirmation, then offers to send again what failed to
 * reach it since its failures began (what was published while it was disabled included).
 */
export function EnableCallback({ record, onClose }: { record: Callback; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<{ failed: number; since: string } | null>(null);
  const name = record.name;

  const finish = () => {
    refresh();
    onClose();
  };
  const enable = async () => {
    setBusy(true);
    try {
      const enabled = await call(enableCallback, { params: { id: record.id } });
      notify('devtools.callbacks.enabledDone', { type: 'success', messageArgs: { name } });
      if (enabled.failed > 0) setOffer({ failed: enabled.failed, since: enabled.failedSince });
      else finish();
    } catch {
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const replay = async (since: string) => {
    setBusy(true);
    try {
      const { replayed } = await call(replayFailed, {
        params: { id: record.id },
        body: { since },
      });
      notify('devtools.log.replayedCount', {
        type: 'success',
        messageArgs: { smart_count: replayed },
      });
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setBusy(false);
      finish();
    }
  };

  if (offer)
    return (
      <Dialog open onClose={finish} aria-labelledby="replay-offer-title">
        <DialogTitle id="replay-offer-title">
          {translate('devtools.callbacks.replayOffer.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('devtools.callbacks.replayOffer.content', {
              name,
              since: formatDate(offer.since, language),
              count: formatNumber(offer.failed),
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={finish}>{translate('devtools.callbacks.replayOffer.later')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => replay(offer.since)}>
            {translate('devtools.callbacks.replayOffer.send')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  return (
    <Confirm
      isOpen
      loading={busy}
      title="devtools.callbacks.confirmEnable.title"
      content="devtools.callbacks.confirmEnable.content"
      translateOptions={{ name, url: record.url }}
      onConfirm={enable}
      onClose={onClose}
    />
  );
}
