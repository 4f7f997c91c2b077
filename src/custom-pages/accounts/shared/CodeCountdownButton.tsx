import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../dataProvider/ApiError';
import { useCountdown } from './useCountdown';

const retryAfterOf = (error: unknown) => {
  const data = error instanceof ApiError ? (error.data as { retryAfterSeconds?: unknown }) : null;
  return typeof data?.retryAfterSeconds === 'number' ? data.retryAfterSeconds : 0;
};

/**
 * "Send code" with the server's cooldown as a countdown, also when the server refuses because
 * the cooldown still runs. `send` makes the call (null: it did not, e.g. a field is invalid).
 */
export function CodeCountdownButton({
  send,
}: {
  send: () => Promise<{ cooldownSeconds: number } | null>;
}) {
  const translate = useTranslate();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const click = async () => {
    setSending(true);
    try {
      const sent = await send();
      if (sent) start(sent.cooldownSeconds);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait > 0) start(wait);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={click}
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
