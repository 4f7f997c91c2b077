import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import type { Profile } from '../../../contract/profile';
import {
  disableSecondFactor,
  renewRecoveryCodes,
  type CodeMethod,
} from '../../../contract/secondFactor';
import { call } from '../../dataProvider';
import { CodeFactorDialog } from './CodeFactorDialog';
import { PasswordPromptDialog } from './PasswordPromptDialog';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpSetupDialog } from './TotpSetupDialog';

type Open = 'setup' | CodeMethod | 'disable' | 'renew' | null;

/** Login secondary verification: its state, turning it on or off, new recovery codes. */
export function SecondFactorSection({
  profile,
  onChange,
}: {
  profile: Profile;
  onChange: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState<Open>(null);
  const [renewed, setRenewed] = useState<string[] | null>(null);
  const t = (key: string, values?: object) => translate(`profile.secondFactor.${key}`, values);
  const { method, recoveryCodesLeft } = profile.secondFactor;

  const setupClosed = useCallback(
    (enabled: boolean) => {
      setOpen(null);
      if (enabled) onChange();
    },
    [onChange],
  );

  const disable = async (password: string) => {
    await call(disableSecondFactor, { body: { password } });
    setOpen(null);
    notify('profile.secondFactor.disabled', { type: 'success' });
    onChange();
  };
  const renew = async (password: string) => {
    const answer = await call(renewRecoveryCodes, { body: { password } });
    setOpen(null);
    setRenewed(answer.recoveryCodes);
    onChange();
  };

  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="second-factor-state">
        {method === 'totp'
          ? t('onTotp')
          : method
            ? t(method === 'sms' ? 'onSms' : 'onEmail', {
                destination: method === 'sms' ? profile.phone : profile.email,
              })
            : t('off')}
        {method === 'totp' && ` · ${t('codesLeft', { count: recoveryCodesLeft })}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {method === null ? (
          <>
            <Button variant="outlined" onClick={() => setOpen('setup')}>
              {t('enableTotp')}
            </Button>
            <Button variant="outlined" disabled={!profile.phone} onClick={() => setOpen('sms')}>
              {t('enableSms')}
            </Button>
            <Button variant="outlined" onClick={() => setOpen('email')}>
              {t('enableEmail')}
            </Button>
          </>
        ) : (
          <>
            {method === 'totp' && (
              <Button variant="outlined" onClick={() => setOpen('renew')}>
                {t('renewCodes')}
              </Button>
            )}
            <Button color="error" onClick={() => setOpen('disable')}>
              {t('disable')}
            </Button>
          </>
        )}
      </Box>
      {open === 'setup' && <TotpSetupDialog onClose={setupClosed} />}
      {(open === 'sms' || open === 'email') && (
        <CodeFactorDialog method={open} profile={profile} onClose={setupClosed} />
      )}
      {open === 'disable' && (
        <PasswordPromptDialog
          title="profile.secondFactor.disableTitle"
          text="profile.secondFactor.disableText"
          onConfirm={disable}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'renew' && (
        <PasswordPromptDialog
          title="profile.secondFactor.renewTitle"
          text="profile.secondFactor.renewText"
          onConfirm={renew}
          onClose={() => setOpen(null)}
        />
      )}
      {renewed && (
        <Dialog open aria-labelledby="renewed-codes-title" fullWidth maxWidth="sm">
          <DialogTitle id="renewed-codes-title">{t('codesTitle')}</DialogTitle>
          <DialogContent>
            <RecoveryCodes codes={renewed} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={() => setRenewed(null)}>
              {t('savedThem')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
