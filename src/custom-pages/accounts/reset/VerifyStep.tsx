import { useState } from 'react';
import Box from '@mui/material/Box';
import { Form, required, TextInput } from 'react-admin';
import { resetVerify } from '../../../../contract/accounts';
import { encodeCredential } from '../../../../contract/credentials';
import { credentialKey } from '../../../storage/credentialKey';
import { call } from '../../../dataProvider';
import { fieldErrorsOf } from '../../../ui/serverErrors';
import { CodeSentAlert } from '../shared/CodeSentAlert';
import { SendCodeButton, type CodeSent } from '../shared/SendCodeButton';
import { emailOrPhone } from '../shared/validators';
import { CodeInput } from '../shared/CodeInput';
import { SubmitButton } from '../shared/SubmitButton';

/**
 * Reset steps one and two: the account's email or phone, the code sent to it (the send
 * button counts down its cooldown), and the code typed back, which buys the reset ticket.
 */
export function VerifyStep({
  onSent,
  onVerified,
}: {
  onSent: () => void;
  onVerified: (ticket: string) => void;
}) {
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      const body = {
        account: String(values.account).trim(),
        code: encodeCredential(String(values.code).trim(), credentialKey()),
      };
      const { ticket } = await call(resetVerify, { body });
      onVerified(ticket);
      return undefined;
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
          label="accounts.reset.account"
          helperText="accounts.reset.accountHint"
          validate={[required(), emailOrPhone]}
          autoComplete="username"
        />
        <SendCodeButton
          source="account"
          purpose="reset"
          onSent={(info) => {
            setSent(info);
            onSent();
          }}
        />
      </Box>
      {sent && (
        <>
          <CodeSentAlert channel={sent.channel} />
          <CodeInput label="accounts.code.code" helperText="accounts.code.codeHint" />
          <SubmitButton label="accounts.reset.next" busy={submitting} />
        </>
      )}
    </Form>
  );
}
