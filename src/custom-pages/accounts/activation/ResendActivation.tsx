import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import { resendActivation } from '../../../../contract/accounts';
import { call } from '../../../dataProvider';
import { emailFormat } from '../../../utils/validators';

/** A new activation link for an email (answered the same whether or not it has one waiting). */
export function ResendActivation() {
  const translate = useTranslate();
  const [done, setDone] = useState(false);
  if (done)
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {translate('accounts.activation.resent')}
      </Alert>
    );
  const submit = async (values: Record<string, unknown>) => {
    await call(resendActivation, { body: { email: String(values.email).trim() } }).then(
      () => setDone(true),
      () => undefined,
    );
  };
  return (
    <Form disableInvalidFormNotification onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
        <TextInput
          source="email"
          label="accounts.activation.email"
          validate={[required(), emailFormat]}
          autoComplete="email"
        />
        <Button type="submit" variant="outlined" sx={{ height: 46, mt: 1, whiteSpace: 'nowrap' }}>
          {translate('accounts.activation.resend')}
        </Button>
      </Box>
    </Form>
  );
}
