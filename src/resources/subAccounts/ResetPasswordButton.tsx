import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Form, SaveButton, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { z } from 'zod';
import { resetSubAccountPassword, type SubAccount } from '../../../contract/subAccounts';
import { call } from '../../dataProvider';
import { GeneratedPasswordDialog } from './GeneratedPasswordDialog';
import { PasswordFields } from './PasswordFields';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { zodResolver } from '../forms/zodResolver';
import { checkTypedPassword, encodedPassword, passwordChoice } from './passwordChoice';

const resetForm = z.object(passwordChoice).superRefine(checkTypedPassword);

/** Sets a new password (generated or typed); the sub-account's sessions end at once. */
export function ResetPasswordButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<SubAccount>();
  const [open, setOpen] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  if (!record) return null;

  const submit = async (values: Record<string, unknown>) => {
    try {
      const answer = await call(resetSubAccountPassword, {
        params: { id: record.id },
        body: encodedPassword(values),
      });
      setOpen(false);
      if (answer.generatedPassword) setGenerated(answer.generatedPassword);
      else notify('app.users.savedDone', { type: 'success' });
    } catch (error) {
      return fieldErrorsOf(error);
    }
    return undefined;
  };

  return (
    <>
      <Button startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
        {translate('app.users.resetPassword')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="reset-title"
        fullWidth
        maxWidth="xs"
      >
        <Form
          onSubmit={submit}
          resolver={zodResolver(resetForm)}
          disableInvalidFormNotification
          noValidate
        >
          <DialogTitle id="reset-title">{translate('app.users.resetPassword')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('app.users.resetContent')}
            </DialogContentText>
            <PasswordFields />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label="ra.action.confirm" alwaysEnable icon={<LockResetIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
      {generated && (
        <GeneratedPasswordDialog password={generated} onClose={() => setGenerated(null)} />
      )}
    </>
  );
}
