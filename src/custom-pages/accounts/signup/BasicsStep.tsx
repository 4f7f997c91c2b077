import {
  Form,
  FormDataConsumer,
  maxLength,
  PasswordInput,
  RadioButtonGroupInput,
  required,
  TextInput,
} from 'react-admin';
import { accountType } from '../../../../contract/enums';
import { emailFormat, matchesPassword, noEmoji, passwordRule } from '../../../utils/validators';
import { AcceptTermsInput } from './AcceptTermsInput';
import { SubmitButton } from '../shared/SubmitButton';

export interface Basics {
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  accountType: 'corporate' | 'individual';
  acceptTerms: boolean;
}

/**
 * Sign-up step one: email, password twice, account type and its name, the terms. `next`
 * asks the server too (a taken email) and answers its field messages, if any.
 */
export function BasicsStep({
  values,
  next,
}: {
  values: Partial<Basics>;
  next: (values: Basics) => Promise<Record<string, string> | undefined>;
}) {
  return (
    <Form
      disableInvalidFormNotification
      onSubmit={(submitted: Record<string, unknown>) => next(submitted as unknown as Basics)}
      defaultValues={{ accountType: 'corporate', ...values }}
      noValidate
    >
      <TextInput
        source="email"
        label="accounts.signup.email"
        validate={[required(), emailFormat]}
        autoComplete="email"
      />
      <PasswordInput
        source="password"
        label="accounts.signup.password"
        helperText="accounts.signup.passwordHint"
        validate={[required(), passwordRule]}
        autoComplete="new-password"
      />
      <PasswordInput
        source="confirmPassword"
        label="accounts.signup.confirmPassword"
        validate={[required(), matchesPassword]}
        autoComplete="new-password"
      />
      <RadioButtonGroupInput
        source="accountType"
        label="accounts.signup.accountType"
        choices={accountType.options.map((type) => ({
          id: type,
          name: `enums.accountType.${type}`,
        }))}
        validate={required()}
      />
      <FormDataConsumer>
        {({ formData }) => (
          <TextInput
            source="name"
            label={
              formData.accountType === 'individual'
                ? 'accounts.signup.nameIndividual'
                : 'accounts.signup.nameCorporate'
            }
            validate={[required(), maxLength(128), noEmoji]}
            autoComplete="organization"
          />
        )}
      </FormDataConsumer>
      <AcceptTermsInput />
      <SubmitButton label="accounts.signup.next" />
    </Form>
  );
}
