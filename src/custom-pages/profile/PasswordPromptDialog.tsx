import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, PasswordInput, required, useTranslate } from 'react-admin';
import { encodeCredential } from '../../../contract/credentials';
import { credentialKey } from '../../storage/credentialKey';
import { PendingSaveButton } from '../../ui/PendingSaveButton';
import { fieldErrorsOf } from '../../ui/serverErrors';

/** Asks for the login password before a sensitive change; `onConfirm` gets it encoded. */
export function PasswordPromptDialog({
  title,
  text,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  onConfirm: (encodedPassword: string) => Promise<void>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await onConfirm(encodeCredential(String(values.password ?? ''), credentialKey()));
    } catch (error) {
      return fieldErrorsOf(error);
    }
    return undefined;
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="password-prompt-title" fullWidth maxWidth="xs">
      <Form disableInvalidFormNotification onSubmit={submit} noValidate>
        <DialogTitle id="password-prompt-title">{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(text)}</DialogContentText>
          <PasswordInput
            source="password"
            label="profile.secondFactor.password"
            validate={required()}
            autoComplete="current-password"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <PendingSaveButton label="ra.action.confirm" />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
