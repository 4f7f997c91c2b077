import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslate } from 'react-admin';
import { signup, signupCheck, signupOffer } from '../../../../contract/accounts';
import { encodeCredential } from '../../../../contract/credentials';
import { credentialKey } from '../../../storage/credentialKey';
import { call } from '../../../dataProvider';
import { fieldErrorsOf } from '../../../ui/serverErrors';
import { BackToSignIn } from '../shared/BackToSignIn';
import { PublicCard } from '../shared/PublicCard';
import { BasicsStep, type Basics } from './BasicsStep';
import { PhoneStep, type PhoneValues } from './PhoneStep';
import { SignupDone } from './SignupDone';

const encodedBasics = (values: Basics) => ({
  email: values.email.trim(),
  password: encodeCredential(values.password, credentialKey()),
  confirmPassword: encodeCredential(values.confirmPassword, credentialKey()),
  name: values.name.trim(),
  accountType: values.accountType,
  acceptTerms: values.acceptTerms,
});

/**
 * /control/signup in two steps: basic information (checked by the server before moving on),
 * then the mobile number with its SMS code. The free trial offer is shown throughout; the
 * end screen says where the activation link went.
 */
export default function SignupPage() {
  const translate = useTranslate();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [basics, setBasics] = useState<Basics | null>(null);
  const [trialCredit, setTrialCredit] = useState<string | null>(null);
  const [email, setEmail] = useState('');

  useEffect(() => {
    call(signupOffer, { silent: true }).then(
      (offer) => setTrialCredit(offer.trialCredit),
      () => setTrialCredit(null),
    );
  }, []);

  const next = async (values: Basics) => {
    try {
      await call(signupCheck, { body: encodedBasics(values) });
      setBasics(values);
      setStep(1);
      return undefined;
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };

  const submit = async (values: PhoneValues) => {
    if (!basics) return undefined;
    try {
      const body = {
        ...encodedBasics(basics),
        phone: values.phone.trim(),
        code: encodeCredential(values.code.trim(), credentialKey()),
      };
      const created = await call(signup, { body });
      setEmail(created.email);
      setStep(2);
      return undefined;
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };

  const showOffer = trialCredit !== null && Number(trialCredit) > 0 && step < 2;
  return (
    <PublicCard
      title={translate('accounts.signup.title')}
      subtitle={translate('accounts.signup.subtitle')}
      width={520}
    >
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        <Step>
          <StepLabel>{translate('accounts.signup.steps.basics')}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{translate('accounts.signup.steps.phone')}</StepLabel>
        </Step>
      </Stepper>
      {showOffer && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('accounts.signup.offer', { amount: trialCredit })}
        </Alert>
      )}
      {step === 0 && <BasicsStep values={basics ?? {}} next={next} />}
      {step === 1 && <PhoneStep back={() => setStep(0)} submit={submit} />}
      {step === 2 && <SignupDone email={email} />}
      <BackToSignIn question="accounts.links.haveAccount" />
    </PublicCard>
  );
}
