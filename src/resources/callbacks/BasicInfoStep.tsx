import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
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

/** What was typed on this step, kept by the wizard while the person goes back a step. */
export type BasicValues = Partial<Omit<CallbackInput, 'channel' | 'events'>>;

function BackButton({ onBack }: { onBack: (typed: BasicValues) => void }) {
  const translate = useTranslate();
  const { getValues } = useFormContext<CallbackInput>();
  const back = () => {
    const { channel: _channel, events: _events, ...typed } = getValues();
    onBack(typed);
  };
  return <Button onClick={back}>{translate('devtools.wizard.back')}</Button>;
}

/**
 * Step 3: name, address, GET or POST, optional username and key (a username needs its key)
 * or an authorization header. Saving checks the address for real; `failure` says why not.
 */
export function BasicInfoStep({
  chosen,
  typed,
  onSubmit,
  onBack,
  failure,
  checking,
}: {
  /** What the first two steps chose; the whole input is checked by the contract's schema. */
  chosen: { channel: CallbackChannel; events: string[] };
  /** What was typed here before going back a step. */
  typed: BasicValues;
  onSubmit: (values: CallbackInput) => Promise<Record<string, string> | undefined>;
  onBack: (typed: BasicValues) => void;
  failure: string | null;
  checking: boolean;
}) {
  const resource = 'api-key/callback-setting';
  return (
    <Form
      defaultValues={{ method: 'POST', ...typed, ...chosen }}
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
          <BackButton onBack={onBack} />
          <PendingSaveButton
            label={checking ? 'devtools.wizard.checking' : 'devtools.wizard.save'}
            disabled={checking}
          />
        </Stack>
      </Stack>
    </Form>
  );
}
