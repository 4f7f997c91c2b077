import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { rollApiKey, rollOverlap, type ApiKey, type RollOverlap } from '../../../contract/apiKeys';
import { call } from '../../dataProvider';
import { SecretDialog } from '../../ui/SecretDialog';

/**
 * Rolls a key's password: the person chooses how long the current one keeps working, then
 * sees the new one once.
 */
export function RollDialog({ record, onClose }: { record: ApiKey; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, values?: object) => translate(`devtools.keys.roll.${key}`, values);
  const [overlap, setOverlap] = useState<RollOverlap>('24h');
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const name = record.name;

  if (password)
    return (
      <SecretDialog
        title={t('done', { name })}
        rows={[
          { label: 'resources.api-key.fields.apiKey', value: record.apiKey },
          { label: 'resources.api-key.fields.password', value: password, secret: true },
        ]}
        onClose={onClose}
      />
    );

  const roll = async () => {
    setBusy(true);
    try {
      const rolled = await call(rollApiKey, { params: { id: record.id }, body: { overlap } });
      setPassword(rolled.password);
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="roll-dialog-title">
      <DialogTitle id="roll-dialog-title">{t('title', { name })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
        <FormControl>
          <FormLabel id="roll-overlap">{t('overlap')}</FormLabel>
          <RadioGroup
            aria-labelledby="roll-overlap"
            value={overlap}
            onChange={(event) => setOverlap(rollOverlap.parse(event.target.value))}
          >
            {rollOverlap.options.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={t(`overlaps.${option}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={roll}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
