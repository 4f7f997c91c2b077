import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, TextInput, required, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { encodeCredential } from '../../../contract/credentials';
import { credentialKey } from '../../storage/credentialKey';
import { changeContact, sendContactCode, type Profile } from '../../../contract/profile';
import { call } from '../../dataProvider';
import { emailFormat, phoneFormat } from '../../utils/validators';
import { PendingSaveButton } from '../../ui/PendingSaveButton';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { CodeCountdownButton } from '../accounts/shared/CodeCountdownButton';
import { CodeInput } from '../accounts/shared/CodeInput';

type Kind = 'email' | 'phone';

/** Sends the code to the address typed in the form, after checking it; refusals go under it. */
function SendToNewAddress({ kind }: { kind: Kind }) {
  const { getValues, setError, trigger } = useFormContext();
  const send = async () => {
    if (!(await trigger('value'))) return null;
    try {
      const value = String(getValues('value') ?? '').trim();
      return await call(sendContactCode, { body: { kind, value } });
    } catch (error) {
      const message = fieldErrorsOf(error)?.value;
      if (message) setError('value', { type: 'server', message });
      throw error;
    }
  };
  return <CodeCountdownButton send={send} />;
}

/** A new email or phone, changed once the code sent to it is confirmed. */
export function ChangeContactDialog({
  kind,
  onClose,
}: {
  kind: Kind;
  onClose: (changed: Profile | null) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();

  const submit = async (values: Record<string, unknown>) => {
    try {
      const changed = await call(changeContact, {
        body: {
          kind,
          value: String(values.value ?? '').trim(),
          code: encodeCredential(String(values.code ?? '').trim(), credentialKey()),
        },
      });
      notify('profile.contact.changed', { type: 'success' });
      onClose(changed);
    } catch (error) {
      return fieldErrorsOf(error);
    }
    return undefined;
  };

  return (
    <Dialog open aria-labelledby="change-contact-title" fullWidth maxWidth="xs">
      <Form disableInvalidFormNotification onSubmit={submit} noValidate>
        <DialogTitle id="change-contact-title">
          {translate(`profile.contact.${kind}Title`)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(`profile.contact.${kind}Text`)}
          </DialogContentText>
          <TextInput
            source="value"
            label={`profile.contact.${kind}New`}
            validate={[required(), kind === 'email' ? emailFormat : phoneFormat]}
            autoComplete={kind === 'email' ? 'email' : 'tel'}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CodeInput label="profile.contact.code" />
            <SendToNewAddress kind={kind} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(null)}>{translate('ra.action.cancel')}</Button>
          <PendingSaveButton label="ra.action.confirm" />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
