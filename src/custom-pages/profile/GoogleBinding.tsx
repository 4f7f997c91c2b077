import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { bindGoogle, unbindGoogle, type Profile } from '../../../contract/profile';
import { call } from '../../dataProvider';

type State = 'idle' | 'loading' | 'ready' | 'unavailable' | 'notConfigured';

/**
 * Google bind and unbind. Binding loads Google's script only when asked (as sign-in does),
 * and the ID token it hands over is verified by the server; offline, a message says so.
 */
export function GoogleBinding({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [state, setState] = useState<State>('idle');
  const [unbinding, setUnbinding] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const t = (key: string) => translate(`profile.google.${key}`);

  const bound = async (credential: string) => {
    try {
      onSaved(await call(bindGoogle, { body: { credential } }));
      notify('profile.google.bound', { type: 'success' });
      // Google's button has done its job
      container.current?.replaceChildren();
      setState('idle');
    } catch {
      // the server's message (e.g. linked to another account) shows as the toast
    }
  };

  const bind = async () => {
    if (!container.current) return;
    setState('loading');
    try {
      const { startGoogleSignIn } = await import('../accounts/signin/googleFlow');
      setState(await startGoogleSignIn(container.current, locale, bound));
    } catch {
      setState('unavailable');
    }
  };

  const unbind = async () => {
    setUnbinding(true);
    try {
      onSaved(await call(unbindGoogle));
      notify('profile.google.unbound', { type: 'success' });
    } catch {
      // the server's message shows as the toast
    } finally {
      setUnbinding(false);
    }
  };

  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="google-state">
        {profile.googleBound ? t('on') : t('off')}
      </Typography>
      {profile.googleBound ? (
        <Button color="error" sx={{ mt: 1 }} loading={unbinding} onClick={() => void unbind()}>
          {t('unbind')}
        </Button>
      ) : (
        state !== 'ready' && (
          <Button
            variant="outlined"
            startIcon={<GoogleIcon />}
            sx={{ mt: 1 }}
            disabled={state === 'loading'}
            onClick={bind}
          >
            {t('bind')}
          </Button>
        )
      )}
      <Box ref={container} sx={{ mt: 1 }} />
      {(state === 'unavailable' || state === 'notConfigured') && (
        <Alert severity="warning" sx={{ mt: 1 }} role="alert">
          {translate(
            state === 'unavailable'
              ? 'accounts.google.unavailable'
              : 'accounts.google.notConfigured',
          )}
        </Alert>
      )}
    </Box>
  );
}
