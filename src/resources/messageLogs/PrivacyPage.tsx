import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Title, useNotify, useTranslate } from 'react-admin';
import {
  forgetNumber,
  getMessagePrivacy,
  putMessagePrivacy,
} from '../../../contract/messagePrivacy';
import { call } from '../../dataProvider';
import { useSession } from '../../session/useSession';
import { Confirm } from '../../ui/Confirm';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { useCall } from '../../ui/useCall';

/** Keeping bodies and the retention: the main account changes them, others read them. */
function SettingsCard({ isMain }: { isMain: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`messagePrivacy.${key}`);
  const saved = useCall(getMessagePrivacy, { silent: true });
  const [keepBodies, setKeepBodies] = useState(false);
  const [retentionDays, setRetentionDays] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!saved.data) return;
    setKeepBodies(saved.data.keepBodies);
    setRetentionDays(String(saved.data.retentionDays));
  }, [saved.data]);

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const days = retentionDays.trim();
      await call(putMessagePrivacy, {
        body: { keepBodies, retentionDays: /^\d+$/.test(days) ? Number(days) : Number.NaN },
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
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <div>
            <FormControlLabel
              control={
                <Switch
                  name="keepBodies"
                  checked={keepBodies}
                  disabled={!isMain}
                  onChange={(event) => setKeepBodies(event.target.checked)}
                />
              }
              label={t('keepBodies')}
            />
            <FormHelperText>{t('keepBodiesHint')}</FormHelperText>
          </div>
          <TextField
            size="small"
            name="retentionDays"
            label={t('retentionDays')}
            value={retentionDays}
            disabled={!isMain}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={Boolean(errors.retentionDays)}
            helperText={errors.retentionDays ?? t('retentionHint')}
            onChange={(event) => setRetentionDays(event.target.value)}
          />
          {isMain ? (
            <div>
              <Button variant="contained" disabled={busy || !saved.data} onClick={save}>
                {t('save')}
              </Button>
            </div>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('mainOnly')}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Erases one number's messages after a confirmation (the main account only). */
function ForgetCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, values?: object) => translate(`messagePrivacy.${key}`, values);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const forget = async () => {
    setBusy(true);
    try {
      const { forgotten } = await call(forgetNumber, { body: { number }, silent: true });
      notify(t('forgotten', { smart_count: forgotten }), { type: 'success' });
      setNumber('');
      setError(undefined);
    } catch (failure) {
      setError(fieldErrorsOf(failure)?.number);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('forgetTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('forgetIntro')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start', maxWidth: 560 }}
        >
          <TextField
            size="small"
            name="number"
            label={t('number')}
            value={number}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
            error={Boolean(error)}
            helperText={error}
            onChange={(event) => setNumber(event.target.value)}
          />
          <Button
            variant="outlined"
            color="error"
            sx={{ flexShrink: 0 }}
            disabled={number.trim() === ''}
            onClick={() => setConfirming(true)}
          >
            {t('forget')}
          </Button>
        </Stack>
        <Confirm
          isOpen={confirming}
          loading={busy}
          title="messagePrivacy.confirmTitle"
          content="messagePrivacy.confirmText"
          translateOptions={{ number: number.trim() }}
          confirm="messagePrivacy.forget"
          confirmColor="warning"
          onConfirm={forget}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}

/** /messages/privacy: what the account keeps of its messages, and forgetting a number. */
export default function PrivacyPage() {
  const translate = useTranslate();
  const { baseInfo } = useSession();
  const isMain = baseInfo?.isMain ?? false;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('messagePrivacy.title')} />
      <Typography variant="h5" component="h1">
        {translate('messagePrivacy.title')}
      </Typography>
      <SettingsCard isMain={isMain} />
      {isMain && <ForgetCard />}
    </Stack>
  );
}
