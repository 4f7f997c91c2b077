import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { sendCode, type codeSent } from '../../../../contract/accounts';
import type { z } from 'zod';
import { ApiError, call } from '../../../dataProvider';
import { fieldErrorsOf } from '../../users/serverErrors';
import { useCountdown } from './useCountdown';

type Purpose = 'login' | 'reset' | 'signup-phone';
export type CodeSent = z.infer<typeof codeSent>;

const retryAfterOf = (error: unknown) => {
  const data = error instanceof ApiError ? (error.data as { retryAfterSeconds?: unknown }) : null;
  return typeof data?.retryAfterSeconds === 'number' ? data.retryAfterSeconds : 0;
};

/**
 * "Send code" for the form's `source` field (an email or a phone), with the server's cooldown
 * shown as a countdown ("Resend in 42 s"), also when the server refuses because the cooldown
 * still runs. The field is validated first; a refusal shows under it.
 */
export function SendCodeButton({
  source,
  purpose,
  onSent,
}: {
  source: string;
  purpose: Purpose;
  onSent: (sent: CodeSent) => void;
}) {
  const translate = useTranslate();
  const { getValues, setError, trigger } = useFormContext();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!(await trigger(source))) return;
    setSending(true);
    try {
      const account = String(getValues(source) ?? '').trim();
      const sent = await call(sendCode, { body: { account, purpose } });
      start(sent.cooldownSeconds);
      onSent(sent);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait > 0) start(wait);
      const message = fieldErrorsOf(error)?.account;
      if (message) setError(source, { type: 'server', message });
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={send}
      disabled={sending || left > 0}
      sx={{ minWidth: 150, height: 46, mt: 1, whiteSpace: 'nowrap' }}
    >
      {sending ? (
        <CircularProgress size={20} />
      ) : left > 0 ? (
        translate('accounts.code.wait', { seconds: left })
      ) : (
        translate('accounts.code.send')
      )}
    </Button>
  );
}
