import { Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useAuthState, useLogin, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { SecondFactorChallenge } from '../../../contract/secondFactor';
import type { Credentials } from '../../authProvider/signInWays';
import { lazyPage } from '../../errors/lazyPage';
import { withAreaMessages } from '../../i18n/i18nProvider';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { preloadSignIn } from '../../providers';
import { preloadStartScreens } from '../../startScreens';
import { preloadHome } from '../home/routes';
import { isSecondFactorRequired } from '../../authProvider/secondFactorSignal';
import { GoogleSignIn } from '../accounts/signin/GoogleSignIn';
import { SignInLinks } from '../accounts/signin/SignInLinks';
import { HOME_PATH } from '../../paths/app';
import { PasswordSignIn } from './PasswordSignIn';
import { returnPathAfterSignIn, signedInAgain } from '../../session/keptForms';

// the code way needs the API stack; it loads when its tab is chosen
const CodeSignIn = lazyPage(() => import('../accounts/signin/CodeSignIn'), 'CodeSignIn');

type Way = 'password' | 'code';

// its texts are the profile area's: the console's messages come along
const SecondFactorStep = lazyPage(
  withAreaMessages(() => import('../profile/SecondFactorStep')),
  'SecondFactorStep',
);

/**
 * /control/login: password or code sign-in (tabs), Google, and the links to the forgotten
 * password steps and sign-up. Every way ends in `signIn`; after it, the page the user was
 * sent away from, or home.
 */
export default function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const { authenticated } = useAuthState(undefined, false);
  const [way, setWay] = useState<Way>('password');
  // set when the account asks for its second factor: the page gives way to that step
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  // the session ended on the server: say so, and go back where the person was
  const [returnPath] = useState(returnPathAfterSignIn);

  // the API stack, the cipher, the layout and home load once the person starts typing or
  // clicking (not on the autofocus alone: a visit that never signs in should not download them)
  const [preloaded, setPreloaded] = useState(false);
  const preload = () => {
    if (preloaded) return;
    setPreloaded(true);
    preloadSignIn();
    // what comes after signing in, so it renders without waiting
    preloadStartScreens();
    preloadHome();
  };

  if (authenticated) return <Navigate to={HOME_PATH} replace />;
  if (challenge)
    return (
      <Suspense fallback={<CircularProgress />}>
        <SecondFactorStep
          challenge={challenge}
          onCancel={() => setChallenge(null)}
          returnTo={returnPath}
        />
      </Suspense>
    );

  /** Where every sign-in way ends: one place for a further step such as a second factor. */
  const signIn = async (credentials: Credentials) => {
    try {
      await login(credentials, returnPath);
      signedInAgain();
    } catch (error) {
      if (!isSecondFactorRequired(error)) throw error;
      setChallenge(error.secondFactor);
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
        {returnPath !== undefined ? (
          <Alert severity="info" sx={{ mb: 2 }} role="status">
            {translate('app.login.sessionEnded')}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.login.subtitle')}
          </Typography>
        )}
        {/* the ways as a switch the entry already ships (tabs would add their own weight) */}
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={way}
          onChange={(_, value: Way | null) => value && setWay(value)}
          sx={{ mb: 2.5 }}
        >
          <ToggleButton value="password">{translate('accounts.ways.password')}</ToggleButton>
          <ToggleButton value="code">{translate('accounts.ways.code')}</ToggleButton>
        </ToggleButtonGroup>
        {way === 'password' ? (
          <PasswordSignIn signIn={signIn} />
        ) : (
          <Suspense fallback={<CircularProgress sx={{ display: 'block', mx: 'auto' }} />}>
            <CodeSignIn signIn={signIn} />
          </Suspense>
        )}
        {/* "or" between two rules, drawn with borders: MUI's Divider is not in the entry */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 2.5 }}>
          <Box sx={{ flex: 1, borderTop: 1, borderColor: 'divider' }} />
          <Typography variant="caption" color="text.secondary">
            {translate('accounts.ways.or')}
          </Typography>
          <Box sx={{ flex: 1, borderTop: 1, borderColor: 'divider' }} />
        </Box>
        <GoogleSignIn signIn={signIn} />
        <SignInLinks />
      </Card>
    </Box>
  );
}
