import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, useNotify, useTranslate } from 'react-admin';
import { encodeCredential } from '../../../contract/credentials';
import { credentialKey } from '../../storage/credentialKey';
import { enableTotp, startTotpSetup, type TotpSetup } from '../../../contract/secondFactor';
import { call } from '../../dataProvider';
import { AuthenticatorKey } from '../../ui/AuthenticatorKey';
import { PendingSaveButton } from '../../ui/PendingSaveButton';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { RecoveryCodes } from './RecoveryCodes';
import { CodeInput } from '../accounts/shared/CodeInput';

/**
 * Authenticator setup: the QR code (made by the server) and its key, a code from the app to
 * prove it works, then the recovery codes, shown once.
 */
export function TotpSetupDialog({ onClose }: { onClose: (enabled: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    call(startTotpSetup).then(setSetup, () => onClose(false));
  }, [onClose]);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const code = encodeCredential(String(values.code ?? '').trim(), credentialKey());
      const answer = await call(enableTotp, { body: { code } });
      setCodes(answer.recoveryCodes);
      notify('profile.secondFactor.enabled', { type: 'success' });
    } catch (error) {
      return fieldErrorsOf(error);
    }
    return undefined;
  };

  const title = codes ? 'profile.secondFactor.codesTitle' : 'profile.secondFactor.setupTitle';
  return (
    <Dialog open aria-labelledby="totp-setup-title" fullWidth maxWidth="sm">
      <DialogTitle id="totp-setup-title">{translate(title)}</DialogTitle>
      {codes ? (
        <>
          <DialogContent>
            <RecoveryCodes codes={codes} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={() => onClose(true)}>
              {translate('profile.secondFactor.savedThem')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form disableInvalidFormNotification onSubmit={submit} noValidate>
          <DialogContent>
            <DialogContentText>{translate('profile.secondFactor.setupScan')}</DialogContentText>
            <Box sx={{ display: 'flex', justifyContent: 'center', my: 2, minHeight: 220 }}>
              {setup ? (
                <img
                  src={setup.qrCode}
                  alt={translate('profile.secondFactor.qrAlt')}
                  width={220}
                  height={220}
                />
              ) : (
                <CircularProgress sx={{ alignSelf: 'center' }} />
              )}
            </Box>
            {setup && (
              <Box sx={{ mb: 2 }}>
                <AuthenticatorKey
                  secret={setup.secret}
                  label="profile.secondFactor.setupKey"
                  copy="profile.secondFactor.copyKey"
                  copied="profile.secondFactor.keyCopied"
                  testId="totp-secret"
                />
              </Box>
            )}
            <CodeInput label="profile.secondFactor.code" />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
            <PendingSaveButton label="profile.secondFactor.verifyAndEnable" disabled={!setup} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
