import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { resendActivation } from '../../../../contract/accounts';
import { call } from '../../../dataProvider';

/** After sign-up: where the activation link went, and a way to have it sent again. */
export function SignupDone({ email }: { email: string }) {
  const translate = useTranslate();
  const [resent, setResent] = useState(false);
  const resend = async () => {
    await call(resendActivation, { body: { email } });
    setResent(true);
  };
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('accounts.signup.doneTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('accounts.signup.doneText', { email })}</Typography>
      {resent ? (
        <Alert severity="success">{translate('accounts.signup.resent')}</Alert>
      ) : (
        <Button variant="outlined" onClick={() => resend().catch(() => undefined)}>
          {translate('accounts.signup.resend')}
        </Button>
      )}
    </>
  );
}
