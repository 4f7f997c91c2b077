import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import {
  getWalletAlerts,
  MAX_ALERT_THRESHOLDS,
  putWalletAlerts,
  walletForecast,
} from '../../../contract/walletAlerts';
import { listCallbacks } from '../../../contract/callbacks';
import { call } from '../../dataProvider';
import { useCanAccess } from '../../layout/useCanAccess';
import { CALLBACKS_PATH } from '../../paths/devtools';
import { formatMoney } from '../../utils/money';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { useCall } from '../../ui/useCall';

/**
 * The wallet's low-balance alerts: up to three thresholds, extra addresses, whether the
 * account itself is told, and a callback address for a signed event (offered to those who
 * may open callback addresses); offers a threshold worth three days of the recent spend.
 */
export function AlertsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, values?: object) => translate(`app.wallet.alerts.${key}`, values);
  const saved = useCall(getWalletAlerts, { silent: true });
  const forecast = useCall(walletForecast, { silent: true });
  const mayUseCallbacks = useCanAccess(CALLBACKS_PATH);
  const callbacks = useCall(
    listCallbacks,
    { query: { pageSize: 100, sort: 'createdAt', order: 'desc' }, silent: true },
    mayUseCallbacks,
  );
  const [callbackId, setCallbackId] = useState('');
  const [thresholds, setThresholds] = useState<string[]>([]);
  const [emails, setEmails] = useState('');
  const [notifyAccount, setNotifyAccount] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!saved.data) return;
    setThresholds(saved.data.thresholds);
    setEmails(saved.data.emails.join(', '));
    setNotifyAccount(saved.data.notifyAccount);
    setCallbackId(saved.data.callbackId ?? '');
  }, [saved.data]);

  const suggestion = forecast.data?.suggestedThreshold;
  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      await call(putWalletAlerts, {
        body: {
          thresholds: thresholds.map((value) => value.trim()).filter(Boolean),
          emails: emails
            .split(/[,\s]+/)
            .map((value) => value.trim())
            .filter(Boolean),
          notifyAccount,
          callbackId: callbackId || null,
        },
        silent: true,
      });
      notify(t('saved'), { type: 'success' });
      void saved.reload();
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          {thresholds.map((value, index) => (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                name={`thresholds.${index}`}
                label={t('threshold')}
                value={value}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={Boolean(errors[`thresholds.${index}`])}
                helperText={errors[`thresholds.${index}`]}
                onChange={(event) =>
                  setThresholds(thresholds.map((v, i) => (i === index ? event.target.value : v)))
                }
              />
              <Button onClick={() => setThresholds(thresholds.filter((_, i) => i !== index))}>
                {t('remove')}
              </Button>
            </Stack>
          ))}
          {errors.thresholds && (
            <Typography color="error" variant="body2" role="alert">
              {errors.thresholds}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              disabled={thresholds.length >= MAX_ALERT_THRESHOLDS}
              onClick={() => setThresholds([...thresholds, ''])}
            >
              {t('addThreshold')}
            </Button>
            {suggestion && thresholds.length < MAX_ALERT_THRESHOLDS && (
              <Button onClick={() => setThresholds([...thresholds, suggestion])}>
                {t('useSuggestion', { amount: formatMoney(suggestion) })}
              </Button>
            )}
          </Stack>
          {suggestion && (
            <Typography variant="body2" color="text.secondary">
              {t('suggestion', { amount: formatMoney(suggestion) })}
            </Typography>
          )}
          <TextField
            size="small"
            name="emails"
            label={t('emails')}
            value={emails}
            error={Object.keys(errors).some((key) => key.startsWith('emails'))}
            helperText={Object.entries(errors).find(([key]) => key.startsWith('emails'))?.[1]}
            onChange={(event) => setEmails(event.target.value)}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={notifyAccount}
                onChange={(event) => setNotifyAccount(event.target.checked)}
              />
            }
            label={t('notifyAccount')}
          />
          {callbacks.data && (
            <TextField
              select
              size="small"
              name="callbackId"
              label={t('callback')}
              value={callbackId}
              error={Boolean(errors.callbackId)}
              helperText={errors.callbackId ?? t('callbackHint')}
              onChange={(event) => setCallbackId(event.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('callbackNone')}</MenuItem>
              {callbacks.data.list.map((address) => (
                <MenuItem key={address.id} value={address.id}>
                  {address.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <div>
            <Button variant="contained" disabled={busy || !saved.data} onClick={save}>
              {t('save')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
