import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { activate } from '../../../../contract/accounts';
import { call } from '../../../dataProvider';
import { LOGIN_PATH } from '../../../paths/app';
import { PublicCard } from '../shared/PublicCard';
import { ResendActivation } from './ResendActivation';

type Outcome = { state: 'activated' | 'expired' | 'used' | 'invalid'; trialCredit: string | null };

/**
 * /control/ativeSuccess?token=…: where the activation email's link lands. It activates the
 * account (once) and says so, with the trial credit; an expired, used or broken link gets a
 * screen of its own, with a way to have a new link sent.
 */
export default function ActiveSuccessPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // once per visit: React's development double effects must not use the link twice
    if (started.current) return;
    started.current = true;
    if (!token) {
      setOutcome({ state: 'invalid', trialCredit: null });
      return;
    }
    call(activate, { body: { token } }).then(setOutcome, () =>
      setOutcome({ state: 'invalid', trialCredit: null }),
    );
  }, [token]);

  if (!outcome)
    return (
      <PublicCard title={translate('accounts.activation.working')}>
        <LinearProgress />
      </PublicCard>
    );

  const { state, trialCredit } = outcome;
  const activated = state === 'activated';
  return (
    <PublicCard title={translate(`accounts.activation.${state}Title`)}>
      <Alert
        severity={activated ? 'success' : state === 'used' ? 'info' : 'warning'}
        sx={{ mb: 2 }}
      >
        {translate(`accounts.activation.${state}Text`)}
        {activated && trialCredit && Number(trialCredit) > 0 && (
          <>
            <br />
            {translate('accounts.activation.credit', { amount: trialCredit })}
          </>
        )}
      </Alert>
      {(state === 'expired' || state === 'invalid') && <ResendActivation />}
      <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="large" fullWidth>
        {translate('accounts.activation.signIn')}
      </Button>
    </PublicCard>
  );
}
