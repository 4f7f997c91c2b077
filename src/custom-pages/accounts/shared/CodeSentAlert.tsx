import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import type { CodeSent } from './SendCodeButton';

/** Where the code just sent went: by email or by SMS. */
export function CodeSentAlert({ channel }: Pick<CodeSent, 'channel'>) {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate(channel === 'email' ? 'accounts.code.sentEmail' : 'accounts.code.sentSms')}
    </Alert>
  );
}
