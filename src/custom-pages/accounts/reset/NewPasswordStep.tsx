import { useState } from 'react';
import { Form, PasswordInput, required } from 'react-admin';
import { resetPassword } from '../../../../contract/accounts';
import { encodeCredential } from '../../../../contract/credentials';
import { credentialKey } from '../../../storage/credentialKey';
import { call } from '../../../dataProvider';
import { fieldErrorsOf } from '../../../ui/serverErrors';
import { matchesPassword, passwordRule } from '../../../utils/validators';
import { SubmitButton } from '../shared/SubmitButton';

/** Reset step three: the new password twice, set with the ticket of the code step. */
export function NewPasswordStep({ ticket, onDone }: { ticket: string; onDone: () => void }) {
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      await call(resetPassword, {
        body: {
          ticket,
          password: encodeCredential(String(values.password), credentialKey()),
          confirmPassword: encodeCredential(String(values.confirmPassword), credentialKey()),
        },
      });
      onDone();
      return undefined;
    } catch (error) {
      setSubmitting(false);
      return fieldErrorsOf(error);
    }
  };

  return (
    <Form disableInvalidFormNotification onSubmit={submit} noValidate>
      <PasswordInput
        source="password"
        label="accounts.reset.newPassword"
        helperText="accounts.signup.passwordHint"
        validate={[required(), passwordRule]}
        autoComplete="new-password"
      />
      <PasswordInput
        source="confirmPassword"
        label="accounts.reset.confirmPassword"
        validate={[required(), matchesPassword]}
        autoComplete="new-password"
      />
      <SubmitButton label="accounts.reset.submit" busy={submitting} />
    </Form>
  );
}
