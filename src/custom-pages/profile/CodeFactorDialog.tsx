import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, useNotify, useTranslate } from 'react-admin';
import { encodeCredential } from '../../../contract/credentials';
import { credentialKey } from '../../storage/credentialKey';
import type { Profile } from '../../../contract/profile';
import { enableCodeFactor, startCodeFactor, type CodeMethod } from '../../../contract/secondFactor';
import { call } from '../../dataProvider';
import { PendingSaveButton } from '../../ui/PendingSaveButton';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { CodeCountdownButton } from '../accounts/shared/CodeCountdownButton';
import { CodeInput } from '../accounts/shared/CodeInput';

/** Codes by SMS or email as the second factor: proved by a code sent to the account's own. */
export function CodeFactorDialog({
  method,
  profile,
  onClose,
}: {
  method: CodeMethod;
  profile: Profile;
  onClose: (enabled: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const destination = method === 'sms' ? profile.phone : profile.email;

  const submit = async (values: Record<string, unknown>) => {
    try {
      const code = encodeCredential(String(values.code ?? '').trim(), credentialKey());
      await call(enableCodeFactor, { body: { method, code } });
      notify('profile.secondFactor.enabled', { type: 'success' });
      onClose(true);
    } catch (error) {
      return fieldErrorsOf(error);
    }
    return undefined;
  };

  return (
    <Dialog open aria-labelledby="code-factor-title" fullWidth maxWidth="xs">
      <Form disableInvalidFormNotification onSubmit={submit} noValidate>
        <DialogTitle id="code-factor-title">
          {translate(`profile.secondFactor.${method}Title`)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('profile.secondFactor.codeSetupText', { destination })}
          </DialogContentText>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CodeInput label="profile.secondFactor.codeReceived" />
            <CodeCountdownButton send={() => call(startCodeFactor, { body: { method } })} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
          <PendingSaveButton label="profile.secondFactor.verifyAndEnable" />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
