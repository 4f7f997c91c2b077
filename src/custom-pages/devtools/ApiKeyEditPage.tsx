import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Form,
  Loading,
  maxLength,
  required,
  SaveButton,
  TextInput,
  Title,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  API_KEY_NAME_MAX,
  apiKeyType,
  createApiKey,
  updateApiKey,
  type ApiKey,
} from '../../../contract/apiKeys';
import { call } from '../../dataProvider';
import { MissingPage } from '../../errors/MissingPage';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { noEmoji } from '../../utils/validators';
import { API_KEYS_PATH } from '../../paths/devtools';
import { SecretDialog } from '../../ui/SecretDialog';
import { allowedIpsRule } from './validators';

const NEW_KEY = { name: '', allowedIps: '' };

/**
 * /api-key/{type}[?id=…]: creates a key of a product type (its password is shown once) or
 * edits a key's name and allowed IPs. An unknown type or id shows the missing page.
 */
export default function ApiKeyEditPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { type = '' } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id') ?? undefined;
  const [created, setCreated] = useState<(ApiKey & { password: string }) | null>(null);
  const { data, isPending, error } = useGetOne<ApiKey>(
    'api-key',
    { id: id ?? '' },
    { enabled: Boolean(id) },
  );
  const parsedType = apiKeyType.safeParse(type);
  const titleKey = id ? 'devtools.keys.editTitle' : 'devtools.keys.createTitle';

  if (!parsedType.success || (id && !isPending && (error || data?.type !== type)))
    return <MissingPage />;
  if (id && isPending) return <Loading />;

  const submit = async (values: { name?: string; allowedIps?: string }) => {
    const body = { name: values.name ?? '', allowedIps: values.allowedIps ?? '' };
    try {
      if (id) {
        await call(updateApiKey, { params: { id }, body });
        notify('devtools.savedDone', { type: 'success' });
        navigate(API_KEYS_PATH);
      } else {
        setCreated(await call(createApiKey, { body: { ...body, type: parsedType.data } }));
      }
    } catch (failure) {
      return fieldErrorsOf(failure);
    }
    return undefined;
  };

  const typeName = translate(`enums.apiKeyType.${type}`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(titleKey, { type: typeName })} />
      <CardContent>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
          {translate(titleKey, { type: typeName })}
        </Typography>
        <Form record={data ?? NEW_KEY} onSubmit={submit} noValidate>
          <Stack sx={{ maxWidth: 720 }}>
            <TextInput
              source="name"
              resource="api-key"
              validate={[required(), maxLength(API_KEY_NAME_MAX), noEmoji]}
            />
            <TextInput
              source="allowedIps"
              resource="api-key"
              multiline
              minRows={2}
              helperText="devtools.keys.allowedIpsHint"
              validate={allowedIpsRule}
            />
            <Stack direction="row" spacing={2}>
              <SaveButton label="ra.action.save" alwaysEnable />
              <Button component={Link} to={API_KEYS_PATH}>
                {translate('ra.action.cancel')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      </CardContent>
      {created && (
        <SecretDialog
          title="devtools.keys.createdTitle"
          rows={[
            { label: 'resources.api-key.fields.apiKey', value: created.apiKey },
            { label: 'resources.api-key.fields.password', value: created.password, secret: true },
          ]}
          onClose={() => navigate(API_KEYS_PATH)}
        />
      )}
    </Card>
  );
}
