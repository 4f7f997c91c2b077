import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, PasswordInput, required, useNotify, useTranslate } from 'react-admin';
import { encodeCredential } from '../../../contract/credentials';
import { credentialKey } from '../../storage/credentialKey';
import { changePassword } from '../../../contract/profile';
import { call } from '../../dataProvider';
import { PendingSaveButton } from '../../ui/PendingSaveButton';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { passwordRule } from '../../utils/validators';
import { matchesNewPassword } from './validators';

/** Old, new and confirmed password; every other session of the account ends. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();

  const submit = async (values: Record<string, unknown>) => {
    const encoded = (key: string) => encodeCredential(String(values[key] ?? ''), credentialKey());
    try {
      await call(changePassword, {
        body: {
          oldPassword: encoded('oldPassword'),
          newPassword: encoded('newPassword'),
          confirmPassword: encoded('confirmPassword'),
        },
      });
      notify('profile.security.passwordChanged', { type: 'success' });
      onClose();
    } catch (error) {
      return fieldErrorsOf(error);
    }
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <Form disableInvalidFormNotification onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">
          {translate('profile.security.changePassword')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('profile.security.passwordHint')}
          </DialogContentText>
          <PasswordInput
            source="oldPassword"
            label="profile.security.oldPassword"
            validate={required()}
            autoComplete="current-password"
          />
          <PasswordInput
            source="newPassword"
            label="profile.security.newPassword"
            helperText="profile.security.passwordRule"
            validate={[required(), passwordRule]}
            autoComplete="new-password"
          />
          <PasswordInput
            source="confirmPassword"
            label="profile.security.confirmPassword"
            validate={[required(), matchesNewPassword]}
            autoComplete="new-password"
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
