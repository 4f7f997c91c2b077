import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import { SendCodeButton } from '../shared/SendCodeButton';
import { phoneFormat } from '../../../utils/validators';
import { CodeInput } from '../shared/CodeInput';

export interface PhoneValues {
  phone: string;
  code: string;
}

/** Sign-up step two: the mobile number, proved by the code sent to it by SMS. */
export function PhoneStep({
  back,
  submit,
}: {
  back: () => void;
  submit: (values: PhoneValues) => Promise<Record<string, string> | undefined>;
}) {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    const errors = await submit(values as unknown as PhoneValues);
    setSubmitting(false);
    return errors;
  };
  return (
    <Form disableInvalidFormNotification onSubmit={onSubmit} noValidate>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput
          source="phone"
          label="accounts.signup.phone"
          helperText="accounts.signup.phoneHint"
          validate={[required(), phoneFormat]}
          autoComplete="tel"
        />
        <SendCodeButton source="phone" purpose="signup-phone" onSent={() => setSent(true)} />
      </Box>
      {sent && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('accounts.code.sentPhone')}
        </Alert>
      )}
      <CodeInput label="accounts.code.code" helperText="accounts.code.codeHint" />
      <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
        <Button variant="outlined" size="large" onClick={back} sx={{ flex: 1 }}>
          {translate('accounts.signup.back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          sx={{ flex: 2 }}
        >
          {translate('accounts.signup.submit')}
        </Button>
      </Box>
    </Form>
  );
}
