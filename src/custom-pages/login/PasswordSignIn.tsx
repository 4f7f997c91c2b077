import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import type { Credentials } from '../../authProvider/signInWays';
import { emailOrPhone, requiredValue } from './validators';
import { SubmitButton } from '../accounts/shared/SubmitButton';
import { PasswordVisibility } from './PasswordVisibility';
import { SignInField } from './SignInField';
import { useCheckedFields } from './useCheckedFields';

const CHECKS = { account: [requiredValue, emailOrPhone], password: [requiredValue] };

/**
 * Password sign-in by email or phone. A failed attempt keeps what was typed; the server's
 * message shows as the toast.
 */
export function PasswordSignIn({ signIn }: { signIn: (c: Credentials) => Promise<void> }) {
  const [submitting, setSubmitting] = useState(false);
  const [visible, setVisible] = useState(false);
  const { field, submit } = useCheckedFields(CHECKS);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = submit();
    if (!values) return;
    setSubmitting(true);
    try {
      await signIn(values);
    } catch {
      // the HTTP layer has shown the server's message
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" onSubmit={send} noValidate>
      <SignInField
        {...field('account')}
        label="app.login.account"
        hint="app.login.accountHint"
        autoComplete="username"
        autoFocus
      />
      <SignInField
        {...field('password')}
        label="app.login.password"
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        endAdornment={
          <PasswordVisibility visible={visible} onToggle={() => setVisible(!visible)} />
        }
      />
      <SubmitButton label="app.login.submit" busy={submitting} />
    </Box>
  );
}
