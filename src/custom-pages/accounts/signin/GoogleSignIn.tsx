import { useRef, useState } from 'react';
import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Credentials } from '../../../authProvider/signInWays';

type State = 'idle' | 'loading' | 'ready' | 'unavailable' | 'notConfigured';

/**
 * "Continue with Google": nothing of Google's loads until it is clicked. Then Google's own
 * button appears (and its prompt); offline or unconfigured, a clear message says to use
 * another way, and the rest of the page keeps working.
 */
export function GoogleSignIn({ signIn }: { signIn: (c: Credentials) => Promise<void> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [state, setState] = useState<State>('idle');
  const container = useRef<HTMLDivElement>(null);

  const start = async () => {
    if (!container.current) return;
    setState('loading');
    try {
      const { startGoogleSignIn } = await import('./googleFlow');
      const result = await startGoogleSignIn(container.current, locale, (credential) => {
        // the server's message (e.g. an unknown Google account) shows as the toast
        signIn({ way: 'google', credential }).catch(() => undefined);
      });
      setState(result);
    } catch {
      setState('unavailable');
    }
  };

  return (
    <Box>
      {state !== 'ready' && (
        <Button
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<GoogleIcon />}
          onClick={start}
          disabled={state === 'loading'}
        >
          {translate(state === 'loading' ? 'accounts.google.loading' : 'accounts.google.button')}
        </Button>
      )}
      {state === 'ready' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('accounts.google.choose')}
        </Typography>
      )}
      <Box ref={container} sx={{ display: 'flex', justifyContent: 'center' }} />
      {(state === 'unavailable' || state === 'notConfigured') && (
        <Typography role="alert" variant="body2" color="warning.dark" sx={{ mt: 1.5 }}>
          {translate(
            state === 'unavailable'
              ? 'accounts.google.unavailable'
              : 'accounts.google.notConfigured',
          )}
        </Typography>
      )}
    </Box>
  );
}
