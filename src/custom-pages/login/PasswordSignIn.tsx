import { useState } from 'react';
import { Form, PasswordInput, TextInput } from 'react-admin';
import type { Credentials } from '../../authProvider/signInWays';
import { emailOrPhone, requiredValue } from './validators';
import { SubmitButton } from '../accounts/shared/SubmitButton';

/**
 * Password sign-in by email or phone. A failed attempt keeps what was typed; the server's
 * message shows as the toast.
 */
export function PasswordSignIn({ signIn }: { signIn: (c: Credentials) => Promise<void> }) {
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      await signIn({
        account: String(values.account ?? ''),
        password: String(values.password ?? ''),
      });
    } catch {
      // the HTTP layer has shown the server's message
      setSubmitting(false);
    }
  };

  return (
    <Form disableInvalidFormNotification onSubmit={submit} noValidate>
      <TextInput
        source="account"
        label="app.login.account"
        helperText="app.login.accountHint"
        validate={[requiredValue, emailOrPhone]}
        autoComplete="username"
        autoFocus
      />
      <PasswordInput
        source="password"
        label="app.login.password"
        validate={requiredValue}
        autoComplete="current-password"
      />
      <SubmitButton label="app.login.submit" busy={submitting} />
    </Form>
  );
}
