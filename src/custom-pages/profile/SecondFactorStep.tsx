import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Form, TextInput, required, useLogin, useTranslate } from 'react-admin';
import { Codes } from '../../../contract/codes';
import { sendSecondFactorCode, type SecondFactorChallenge } from '../../../contract/secondFactor';
import { call } from '../../dataProvider';
import { errorCode } from '../../dataProvider/ApiError';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import type { SecondFactorAnswer } from '../../authProvider/secondFactorSignal';
import { CodeCountdownButton } from '../accounts/shared/CodeCountdownButton';
import { signedInAgain } from '../../session/keptForms';
import { sixDigits } from '../../utils/validators';

/**
 * The second step of signing in with login secondary verification on: a code from the
 * authenticator app, or one of the recovery codes. A wrong code keeps the step (the toast
 * says so); an expired or used-up step goes back to the first one.
 */
export default function SecondFactorStep({
  challenge,
  onCancel,
  returnTo,
}: {
  challenge: SecondFactorChallenge;
  onCancel: () => void;
  /** Where to go once signed in (the page a session that ended was on); else home. */
  returnTo?: string;
}) {
  const translate = useTranslate();
  const login = useLogin();
  const [recovery, setRecovery] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const t = (key: string) => translate(`profile.signIn.${key}`);
  const byCode = challenge.method !== 'totp';
  const send = () =>
    call(sendSecondFactorCode, { body: { challenge: challenge.challenge } }).catch((error) => {
      if (errorCode(error) === Codes.challengeExpired) onCancel();
      throw error;
    });

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    const answer: SecondFactorAnswer = {
      challenge: challenge.challenge,
      code: String(values.code ?? '').trim(),
      recovery,
    };
    try {
      await login(answer, returnTo);
      signedInAgain();
    } catch (error) {
      setSubmitting(false);
      if (errorCode(error) === Codes.challengeExpired) onCancel();
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
      <Card sx={{ width: '100%', maxWidth: 420, p: 4 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {t('title')}
          </Typography>
          <LanguageSwitch />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {recovery
            ? t('recoveryText')
            : translate(`profile.signIn.${challenge.method}`, {
                destination: challenge.destination,
              })}
        </Typography>
        <Form disableInvalidFormNotification key={String(recovery)} onSubmit={submit} noValidate>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextInput
              source="code"
              label={recovery ? 'profile.signIn.recoveryCode' : 'profile.signIn.code'}
              validate={recovery ? required() : [required(), sixDigits]}
              autoComplete="one-time-code"
              inputProps={recovery ? {} : { inputMode: 'numeric', maxLength: 6 }}
            />
            {byCode && <CodeCountdownButton send={send} />}
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={submitting}
            sx={{ mt: 1 }}
          >
            {submitting ? <CircularProgress size={22} color="inherit" /> : t('verify')}
          </Button>
        </Form>
        <Typography
          variant="body2"
          sx={{ mt: 2, display: 'flex', justifyContent: 'space-between' }}
        >
          {byCode ? (
            <span />
          ) : (
            <Link component="button" type="button" onClick={() => setRecovery(!recovery)}>
              {recovery ? t('useCode') : t('useRecovery')}
            </Link>
          )}
          <Link component="button" type="button" onClick={onCancel}>
            {t('back')}
          </Link>
        </Typography>
      </Card>
    </Box>
  );
}
