import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  Form,
  maxLength,
  RadioButtonGroupInput,
  required,
  SaveButton,
  TextInput,
  useTranslate,
} from 'react-admin';
import {
  CALLBACK_NAME_MAX,
  CALLBACK_URL_MAX,
  callbackMethod,
  type CallbackInput,
} from '../../../contract/callbacks';
import { noEmoji } from '../../utils/validators';
import { httpAddress, notWithUsername, pairedWith } from './validators';

export type BasicInfo = Pick<
  CallbackInput,
  'name' | 'url' | 'method' | 'username' | 'key' | 'authorization'
>;

// one object for every render: a new default record would reset what the person typed
const DEFAULTS = { name: '', url: '', method: 'POST', username: '', key: '', authorization: '' };

/**
 * Step 3: name, address, GET or POST, optional username and key (a username needs its key)
 * or an authorization header. Saving checks the address for real; `failure` says why not.
 */
export function BasicInfoStep({
  onSubmit,
  onBack,
  failure,
  checking,
}: {
  onSubmit: (values: BasicInfo) => Promise<Record<string, string> | undefined>;
  onBack: () => void;
  failure: string | null;
  checking: boolean;
}) {
  const translate = useTranslate();
  const resource = 'api-key/callback-setting';
  return (
    <Form
      record={DEFAULTS}
      onSubmit={(values: Record<string, unknown>) => onSubmit(values as BasicInfo)}
      noValidate
    >
      <Stack sx={{ maxWidth: 720 }}>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="probe-failure">
            {failure}
          </Alert>
        )}
        <TextInput
          source="name"
          resource={resource}
          validate={[required(), maxLength(CALLBACK_NAME_MAX), noEmoji]}
        />
        <TextInput
          source="url"
          resource={resource}
          helperText="devtools.wizard.urlHint"
          validate={[required(), maxLength(CALLBACK_URL_MAX), httpAddress]}
        />
        <RadioButtonGroupInput
          source="method"
          resource={resource}
          choices={callbackMethod.options.map((method) => ({ id: method, name: method }))}
          translateChoice={false}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            source="username"
            resource={resource}
            validate={[maxLength(128), pairedWith('key', 'devtools.usernameRequired')]}
          />
          <TextInput
            source="key"
            resource={resource}
            type="password"
            autoComplete="new-password"
            validate={[maxLength(256), pairedWith('username', 'devtools.keyRequired')]}
          />
        </Stack>
        <TextInput
          source="authorization"
          resource={resource}
          helperText="devtools.wizard.authorizationHint"
          validate={[maxLength(1024), notWithUsername]}
        />
        <Stack direction="row" spacing={2}>
          <Button onClick={onBack}>{translate('devtools.wizard.back')}</Button>
          <SaveButton
            label={checking ? 'devtools.wizard.checking' : 'devtools.wizard.save'}
            alwaysEnable={!checking}
          />
        </Stack>
      </Stack>
    </Form>
  );
}
