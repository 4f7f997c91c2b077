import { useState } from 'react';
import { CheckboxGroupInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  apiKeyAccess,
  apiKeyInput,
  apiKeyType,
  NEW_KEY_ACCESS,
  type ApiKey,
} from '../../../contract/apiKeys';
import { MissingPage } from '../../errors/MissingPage';
import { API_KEYS_PATH } from '../../paths/devtools';
import { useSession } from '../../session/useSession';
import { SecretDialog } from '../../ui/SecretDialog';
import { RecordFormPage } from '../forms/RecordFormPage';

/**
 * /api-key/{type}[?id=…]: creates a key of a product type (its password is shown once) or
 * edits a key's name, allowed IPs and scopes. An unknown type, or an id of another type, is
 * missing.
 */
export default function ApiKeyEditPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { type = '' } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id') || undefined;
  const [created, setCreated] = useState<(ApiKey & { password: string }) | null>(null);
  const { allProductList } = useSession();
  const parsedType = apiKeyType.safeParse(type);
  if (!parsedType.success) return <MissingPage />;
  const products = allProductList
    .filter((product) => product.category === parsedType.data)
    .map((product) => ({ id: product.key, name: product.name }));

  const onSaved = (record: ApiKey & { password?: string }) => {
    if (id || !record.password) return false;
    setCreated({ ...record, password: record.password });
    return true;
  };
  const title = translate(id ? 'devtools.keys.editTitle' : 'devtools.keys.createTitle', {
    type: translate(`enums.apiKeyType.${type}`),
  });

  return (
    <>
      <RecordFormPage<ApiKey>
        key={id}
        resource="api-key"
        id={id}
        schema={apiKeyInput}
        title={title}
        backTo={API_KEYS_PATH}
        transform={id ? undefined : (values) => ({ ...values, type: parsedType.data })}
        accepts={(record) => record.type === parsedType.data}
        onSaved={onSaved}
        defaults={{ access: NEW_KEY_ACCESS }}
      >
        <TextInput source="name" autoFocus />
        <TextInput
          source="allowedIps"
          multiline
          minRows={2}
          helperText="devtools.keys.allowedIpsHint"
        />
        <CheckboxGroupInput
          source="products"
          choices={products}
          helperText="devtools.keys.productsHint"
        />
        <RadioButtonGroupInput
          source="access"
          choices={apiKeyAccess.options.map((access) => ({
            id: access,
            name: `enums.apiKeyAccess.${access}`,
          }))}
          helperText="devtools.keys.accessHint"
        />
      </RecordFormPage>
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
    </>
  );
}
