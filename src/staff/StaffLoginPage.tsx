import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';
import { encodeCredential } from '../../contract/credentials';
import { staffEnrollConfirm, staffEnrollStart, staffSignIn } from '../../contract/staff';
import { ApiError } from '../dataProvider/ApiError';
import { AuthenticatorKey } from '../ui/AuthenticatorKey';
import { readSessionEnded } from './session';
import { call } from './stack';

type Step =
  | { kind: 'password' }
  | { kind: 'code' }
  | { kind: 'enroll'; ticket: string; secret: string; qrCode: string };

/**
 * Staff sign-in: email and password, then the authenticator's code; at the first sign-in
 * (a one-time password) the authenticator's enrollment and a new password instead.
 */
export function StaffLoginPage() {
  const t = useTranslate();
  const login = useLogin();
  const [ended] = useState(readSessionEnded);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('staffConsole.signIn.failed'));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async () => {
    const answer = await call(staffSignIn, {
      body: {
        email,
        password: encodeCredential(password),
        ...(step.kind === 'code' && { code: encodeCredential(code) }),
      },
      silent: true,
    });
    if ('token' in answer) return login({ token: answer.token });
    const enrollment = await call(staffEnrollStart, {
      body: { ticket: answer.enroll.ticket },
      silent: true,
    });
    setStep({ kind: 'enroll', ticket: answer.enroll.ticket, ...enrollment });
  };

  const enroll = async (ticket: string) => {
    const session = await call(staffEnrollConfirm, {
      body: { ticket, code: encodeCredential(code), newPassword: encodeCredential(newPassword) },
      silent: true,
    });
    await login({ token: session.token });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (step.kind === 'enroll') return enroll(step.ticket);
      try {
        await signIn();
      } catch (caught) {
        // the password is right but a code is wanted: the server refuses on `code` alone
        const refused = caught instanceof ApiError ? (caught.data as { fields?: object }) : null;
        if (step.kind === 'password' && refused?.fields && 'code' in refused.fields)
          setStep({ kind: 'code' });
        else throw caught;
      }
    });
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h5" component="h1">
                {t(
                  step.kind === 'enroll'
                    ? 'staffConsole.enroll.title'
                    : 'staffConsole.signIn.title',
                )}
              </Typography>
              <LocalesMenuButton />
            </Stack>
            {ended && step.kind === 'password' && (
              <Alert severity="info">{t('staffConsole.signIn.sessionEnded')}</Alert>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            {step.kind === 'password' && (
              <>
                <TextField
                  label={t('staffConsole.signIn.email')}
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  required
                />
                <TextField
                  label={t('staffConsole.signIn.password')}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  required
                />
              </>
            )}
            {step.kind === 'enroll' && (
              <>
                <Typography variant="body2">{t('staffConsole.enroll.scan')}</Typography>
                <Box
                  component="img"
                  src={step.qrCode}
                  alt={t('staffConsole.enroll.qrAlt')}
                  sx={{ width: 180, height: 180, alignSelf: 'center' }}
                />
                <AuthenticatorKey
                  secret={step.secret}
                  label="staffConsole.enroll.secret"
                  copy="staffConsole.enroll.copy"
                  copied="staffConsole.enroll.copied"
                  testId="staff-secret"
                />
              </>
            )}
            {step.kind !== 'password' && (
              <TextField
                label={t(
                  step.kind === 'enroll' ? 'staffConsole.enroll.code' : 'staffConsole.signIn.code',
                )}
                helperText={t('staffConsole.signIn.codeHelp')}
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                required
              />
            )}
            {step.kind === 'enroll' && (
              <TextField
                label={t('staffConsole.enroll.newPassword')}
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(event) => setNewPassword(event.target.value)}
                required
              />
            )}
            <Button type="submit" variant="contained" disabled={busy}>
              {t(
                step.kind === 'password'
                  ? 'staffConsole.signIn.submit'
                  : step.kind === 'code'
                    ? 'staffConsole.signIn.verify'
                    : 'staffConsole.enroll.submit',
              )}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
