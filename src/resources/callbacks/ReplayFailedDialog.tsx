import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import dayjs, { type Dayjs } from 'dayjs';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { replayFailed, sendRetriesNow, waitingRetries } from '../../../contract/callbackEvents';
import { DELIVERY_RETENTION_DAYS, type Callback } from '../../../contract/callbacks';
import { call } from '../../dataProvider';
import { isLanguage } from '../../i18n/language';
import { useCall } from '../../ui/useCall';
import { dayBound, formatDate } from '../../utils/date';
import { DatePicker } from '../../ui/DatePicker';

/**
 * Sends again every event that failed to reach the address since a chosen day; above, the
 * events still waiting for an automatic retry, which can be sent now instead.
 */
export function ReplayFailedDialog({
  record,
  onClose,
}: {
  record: Callback;
  onClose: (replayed: boolean) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, values?: object) => translate(`devtools.log.${key}`, values);
  const notify = useNotify();
  const [since, setSince] = useState<Dayjs | null>(dayjs().subtract(7, 'day'));
  const [busy, setBusy] = useState(false);
  const [locale] = useLocaleState();
  const waiting = useCall(waitingRetries, { params: { id: record.id } });

  const sendNow = async () => {
    setBusy(true);
    try {
      const { sent } = await call(sendRetriesNow, { params: { id: record.id } });
      notify('devtools.log.sentNow', { type: 'success', messageArgs: { smart_count: sent } });
      waiting.reload();
    } finally {
      setBusy(false);
    }
  };

  const replay = async () => {
    if (!since?.isValid()) return;
    setBusy(true);
    try {
      const { replayed } = await call(replayFailed, {
        params: { id: record.id },
        body: { since: dayjs(dayBound(since, 'start')).toISOString() },
      });
      notify('devtools.log.replayedCount', {
        type: 'success',
        messageArgs: { smart_count: replayed },
      });
      onClose(true);
    } catch {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="replay-failed-title">
      <DialogTitle id="replay-failed-title">
        {t('replayFailedTitle', { name: record.name })}
      </DialogTitle>
      <DialogContent>
        {waiting.data && waiting.data.waiting > 0 && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" disabled={busy} onClick={sendNow}>
                {t('sendNow')}
              </Button>
            }
          >
            {t('waitingRetries', { smart_count: waiting.data.waiting })}{' '}
            {t('nextAttempt', {
              time: formatDate(waiting.data.nextAttemptAt, isLanguage(locale) ? locale : 'en_US'),
            })}
          </Alert>
        )}
        <DialogContentText sx={{ mb: 2 }}>{t('replayFailedContent')}</DialogContentText>
        <DatePicker
          label={t('since')}
          value={since}
          disableFuture
          minDate={dayjs().subtract(DELIVERY_RETENTION_DAYS, 'day')}
          onChange={setSince}
          slotProps={{ textField: { size: 'small', name: 'since' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy || !since?.isValid()} onClick={replay}>
          {t('replay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
