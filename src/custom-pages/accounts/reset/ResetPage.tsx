import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../../paths/app';
import { BackToSignIn } from '../shared/BackToSignIn';
import { PublicCard } from '../shared/PublicCard';
import { NewPasswordStep } from './NewPasswordStep';
import { VerifyStep } from './VerifyStep';

const STEPS = ['account', 'code', 'password', 'done'] as const;

/**
 * /control/reset: account → code → new password → done. Setting the password ends every
 * session of the account (the server revokes them; their next call answers 502).
 */
export default function ResetPage() {
  const translate = useTranslate();
  const [step, setStep] = useState(0);
  const [ticket, setTicket] = useState('');

  return (
    <PublicCard title={translate('accounts.reset.title')} width={520}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{translate(`accounts.reset.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step < 2 && (
        <VerifyStep
          onSent={() => setStep(1)}
          onVerified={(issued) => {
            setTicket(issued);
            setStep(2);
          }}
        />
      )}
      {step === 2 && <NewPasswordStep ticket={ticket} onDone={() => setStep(3)} />}
      {step === 3 && (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            <AlertTitle>{translate('accounts.reset.doneTitle')}</AlertTitle>
            {translate('accounts.reset.doneText')}
          </Alert>
          <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="large" fullWidth>
            {translate('accounts.reset.signIn')}
          </Button>
        </>
      )}
      {step < 3 && <BackToSignIn />}
    </PublicCard>
  );
}
