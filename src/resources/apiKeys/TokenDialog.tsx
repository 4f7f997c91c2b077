import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DatePicker } from '../../ui/DatePicker';
import { RecordContextProvider, useNotify, useTranslate } from 'react-admin';
import { Confirm } from '../../ui/Confirm';
import {
  createApiKeyToken,
  revokeApiKeyToken,
  type ApiKey,
  type TokenExpiry,
} from '../../../contract/apiKeys';
import { call } from '../../dataProvider';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { SecretDialog } from '../../ui/SecretDialog';
import { TokenCell } from './TokenCell';

type Choice = 'never' | 'date' | '';

/**
 * The token modal (spec: token with expiration): 'never expires' or a future date, one of
 * them chosen; the new token is shown once and replaces the old one, which can be revoked.
 */
export function TokenDialog({ record, onClose }: { record: ApiKey; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [choice, setChoice] = useState<Choice>('');
  const [date, setDate] = useState<Dayjs | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);

  /** What is wrong with the choice, or null; a current token is replaced only once confirmed. */
  const choiceProblem = () => {
    if (!choice) return 'devtools.expiryRequired';
    if (choice !== 'date') return null;
    if (!date) return 'devtools.expiryDateRequired';
    return date.isValid() && date.isAfter(dayjs(), 'day') ? null : 'devtools.expiryPast';
  };
  const askFirst = () => {
    const found = choiceProblem();
    if (found) setProblem(translate(found));
    else if (record.token) setConfirmReplace(true);
    else void generate();
  };

  const generate = async () => {
    setConfirmReplace(false);
    // a chosen day lasts until its end, in the person's own time zone
    const body: TokenExpiry =
      choice === 'never'
        ? { expiry: 'never' }
        : { expiry: 'date', expiresAt: (date as Dayjs).endOf('day').format() };
    setBusy(true);
    try {
      const answer = await call(createApiKeyToken, { params: { id: record.id }, body });
      setCreated(answer.tokenValue);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setProblem(fields ? Object.values(fields).join(' ') : null);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    setBusy(true);
    try {
      await call(revokeApiKeyToken, { params: { id: record.id } });
      notify('devtools.token.revokedDone', { type: 'success' });
      onClose();
    } catch {
      setBusy(false);
    }
  };

  if (created)
    return (
      <SecretDialog
        title="devtools.token.createdTitle"
        rows={[
          { label: 'resources.api-key.fields.apiKey', value: record.apiKey },
          { label: 'devtools.token.value', value: created, secret: true },
        ]}
        onClose={onClose}
      />
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby="token-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="token-dialog-title">
        {translate('devtools.token.title', { name: record.name })}
      </DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('devtools.token.current')}{' '}
          <RecordContextProvider value={record}>
            <TokenCell />
          </RecordContextProvider>
        </Alert>
        <FormControl error={problem !== null} fullWidth>
          <FormLabel id="token-expiry-label">{translate('devtools.token.expiry')}</FormLabel>
          <RadioGroup
            aria-labelledby="token-expiry-label"
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value as Choice);
              setProblem(null);
            }}
          >
            <FormControlLabel
              value="never"
              control={<Radio />}
              label={translate('devtools.token.never')}
            />
            <FormControlLabel
              value="date"
              control={<Radio />}
              label={translate('devtools.token.onDate')}
            />
          </RadioGroup>
          {choice === 'date' && (
            <DatePicker
              label={translate('devtools.token.date')}
              value={date}
              disablePast
              minDate={dayjs().add(1, 'day')}
              onChange={(value) => {
                setDate(value);
                setProblem(null);
              }}
              slotProps={{ textField: { size: 'small', margin: 'dense', name: 'expiresAt' } }}
            />
          )}
          {problem && <FormHelperText role="alert">{problem}</FormHelperText>}
        </FormControl>
      </DialogContent>
      <DialogActions>
        {record.token && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => setConfirmRevoke(true)}
            sx={{ mr: 'auto' }}
          >
            {translate('devtools.token.revoke')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={askFirst}>
          {translate('devtools.token.generate')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirmReplace}
        loading={busy}
        title="devtools.token.confirmReplace.title"
        content="devtools.token.confirmReplace.content"
        translateOptions={{ name: record.name }}
        onConfirm={generate}
        onClose={() => setConfirmReplace(false)}
      />
      <Confirm
        isOpen={confirmRevoke}
        loading={busy}
        title="devtools.token.confirmRevoke.title"
        content="devtools.token.confirmRevoke.content"
        translateOptions={{ name: record.name }}
        onConfirm={revoke}
        onClose={() => setConfirmRevoke(false)}
      />
    </Dialog>
  );
}
