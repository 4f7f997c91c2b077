import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import {
  callbackInput,
  callbackMethod,
  type CallbackChannel,
  type CallbackInput,
} from '../../../contract/callbacks';
import { KeepAcrossSignIn } from '../../ui/KeepAcrossSignIn';
import { PendingSaveButton } from '../../ui/PendingSaveButton';
import { zodResolver } from '../forms/zodResolver';

const resolver = zodResolver(callbackInput);

/**
 * Step 3: name, address, GET or POST, optional username and key (a username needs its key)
 * or an authorization header. Saving checks the address for real; `failure` says why not.
 */
export function BasicInfoStep({
  chosen,
  onSubmit,
  onBack,
  failure,
  checking,
}: {
  /** What the first two steps chose; the whole input is checked by the contract's schema. */
  chosen: { channel: CallbackChannel; events: string[] };
  onSubmit: (values: CallbackInput) => Promise<Record<string, string> | undefined>;
  onBack: () => void;
  failure: string | null;
  checking: boolean;
}) {
  const translate = useTranslate();
  const resource = 'api-key/callback-setting';
  return (
    <Form
      defaultValues={{ ...chosen, method: 'POST' }}
      resolver={resolver}
      onSubmit={(values: Record<string, unknown>) => onSubmit(values as CallbackInput)}
      disableInvalidFormNotification
      noValidate
    >
      <KeepAcrossSignIn id={resource} />
      <Stack sx={{ maxWidth: 720 }}>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="probe-failure">
            {failure}
          </Alert>
        )}
        <TextInput source="name" resource={resource} />
        <TextInput source="url" resource={resource} helperText="devtools.wizard.urlHint" />
        <RadioButtonGroupInput
          source="method"
          resource={resource}
          choices={callbackMethod.options.map((method) => ({ id: method, name: method }))}
          translateChoice={false}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput source="username" resource={resource} />
          <TextInput source="key" resource={resource} type="password" autoComplete="new-password" />
        </Stack>
        <TextInput
          source="authorization"
          resource={resource}
          helperText="devtools.wizard.authorizationHint"
        />
        <Stack direction="row" spacing={2}>
          <Button onClick={onBack}>{translate('devtools.wizard.back')}</Button>
          <PendingSaveButton
            label={checking ? 'devtools.wizard.checking' : 'devtools.wizard.save'}
            disabled={checking}
          />
        </Stack>
      </Stack>
    </Form>
  );
}
