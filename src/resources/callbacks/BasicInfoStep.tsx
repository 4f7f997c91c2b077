import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useEffect, useRef } from 'react';
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

/** Hands what was typed to the wizard when the step closes (its Back or the browser's). */
function KeepTyped({ onLeave }: { onLeave: (typed: BasicValues) => void }) {
  const { getValues } = useFormContext<CallbackInput>();
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });
  useEffect(
    () => () => {
      const { channel: _channel, events: _events, ...typed } = getValues();
      leave.current(typed);
    },
    [getValues],
  );
  return null;
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
  onLeave,
  failure,
  checking,
}: {
  /** What the first two steps chose; the whole input is checked by the contract's schema. */
  chosen: { channel: CallbackChannel; events: string[] };
  /** What was typed here before going back a step. */
  typed: BasicValues;
  onSubmit: (values: CallbackInput) => Promise<Record<string, string> | undefined>;
  onBack: () => void;
  /** What was typed, when the step closes. */
  onLeave: (typed: BasicValues) => void;
  failure: string | null;
  checking: boolean;
}) {
  const translate = useTranslate();
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
      <KeepTyped onLeave={onLeave} />
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
