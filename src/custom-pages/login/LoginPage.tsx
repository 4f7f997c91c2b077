import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Form, PasswordInput, TextInput, useAuthState, useLogin, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { Credentials } from '../../authProvider/createAuthProvider';
import type { SecondFactorChallenge } from '../../../contract/secondFactor';
import { lazyPage } from '../../errors/lazyPage';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { preloadSignIn } from '../../providers';
import { isSecondFactorRequired } from '../profile/secondFactorSignal';
import { HOME_PATH } from '../routes';
import { emailOrPhone, requiredValue } from './validators';

const SecondFactorStep = lazyPage(() => import('../profile/SecondFactorStep'), 'SecondFactorStep');

/**
 * /control/login: password sign-in by email or phone. A failed attempt keeps what was
 * typed; the server's message shows as the toast. After sign-in: the page the user was
 * sent away from, or home.
 */
export default function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const { authenticated } = useAuthState(undefined, false);
  const [submitting, setSubmitting] = useState(false);
  // set when the account asks for its second factor: the page gives way to that step
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  // the API stack and the cipher load once the person starts typing or clicking (not on
  // the autofocus alone: a visit that never signs in should not download them)
  const [preloaded, setPreloaded] = useState(false);
  const preload = () => {
    if (preloaded) return;
    setPreloaded(true);
    preloadSignIn();
  };

  if (authenticated) return <Navigate to={HOME_PATH} replace />;
  if (challenge)
    return (
      <Suspense fallback={<CircularProgress />}>
        <SecondFactorStep challenge={challenge} onCancel={() => setChallenge(null)} />
      </Suspense>
    );

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      const credentials: Credentials = {
        account: String(values.account ?? ''),
        password: String(values.password ?? ''),
      };
      await login(credentials);
    } catch (error) {
      // the HTTP layer has shown the server's message
      setSubmitting(false);
      if (isSecondFactorRequired(error)) setChallenge(error.secondFactor);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card
        sx={{ width: '100%', maxWidth: 420, p: 4 }}
        onKeyDownCapture={preload}
        onPointerDownCapture={preload}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {translate('app.login.title')}
          </Typography>
          <LanguageSwitch />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {translate('app.login.subtitle')}
        </Typography>
        <Form onSubmit={submit} noValidate>
          <TextInput
            source="account"
            label="app.login.account"
            helperText="app.login.accountHint"
            validate={[requiredValue, emailOrPhone]}
            autoComplete="username"
          />
          <PasswordInput
            source="password"
            label="app.login.password"
            validate={requiredValue}
            autoComplete="current-password"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={submitting}
            sx={{ mt: 2 }}
          >
            {submitting ? (
              <CircularProgress size={22} color="inherit" />
            ) : (
              translate('app.login.submit')
            )}
          </Button>
        </Form>
      </Card>
    </Box>
  );
}
