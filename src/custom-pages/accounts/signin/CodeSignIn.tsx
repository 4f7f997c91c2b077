import { useState } from 'react';
import Box from '@mui/material/Box';
import { Form, required, TextInput } from 'react-admin';
import type { Credentials } from '../../../authProvider/signInWays';
import { fieldErrorsOf } from '../../../ui/serverErrors';
import { CodeSentAlert } from '../shared/CodeSentAlert';
import { SendCodeButton, type CodeSent } from '../shared/SendCodeButton';
import { emailOrPhone } from '../shared/validators';
import { CodeInput } from '../shared/CodeInput';
import { SubmitButton } from '../shared/SubmitButton';

/**
 * Sign-in with a 6-digit code sent to the account's email or, for a phone, by SMS. The send
 * button counts down the server's cooldown; a refused code shows under its field.
 */
export default function CodeSignIn({ signIn }: { signIn: (c: Credentials) => Promise<void> }) {
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      await signIn({ way: 'code', account: String(values.account), code: String(values.code) });
    } catch (error) {
      setSubmitting(false);
      return fieldErrorsOf(error);
    }
  };

  return (
    <Form disableInvalidFormNotification onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput
          source="account"
          label="accounts.code.account"
          helperText="accounts.code.accountHint"
          validate={[required(), emailOrPhone]}
          autoComplete="username"
        />
        <SendCodeButton source="account" purpose="login" onSent={setSent} />
      </Box>
      {sent && <CodeSentAlert channel={sent.channel} />}
      <CodeInput label="accounts.code.code" helperText="accounts.code.codeHint" />
      <SubmitButton label="accounts.code.submit" busy={submitting} />
    </Form>
  );
}
