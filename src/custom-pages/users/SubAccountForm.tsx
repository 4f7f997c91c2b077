import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  Form,
  maxLength,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { encodeCredential } from '../../../contract/credentials';
import { credentialKey } from '../../storage/credentialKey';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import {
  createSubAccount,
  REMARKS_MAX,
  SUB_ACCOUNT_NAME_MAX,
  updateSubAccount,
  type SubAccount,
} from '../../../contract/subAccounts';
import { call } from '../../dataProvider';
import { GeneratedPasswordDialog } from './GeneratedPasswordDialog';
import { PasswordFields } from './PasswordFields';
import { ACCOUNTS_PATH } from '../../paths/users';
import { ProductGrantsInput } from './ProductGrantsInput';
import { ResetPasswordButton } from './ResetPasswordButton';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { emailFormat, noEmoji, phoneFormat } from '../../utils/validators';

type Values = Partial<SubAccount> & { passwordMode?: 'auto' | 'custom'; password?: string };

/**
 * Creating or editing a sub-account (spec sections 3 and 5). What the server refuses
 * (a duplicate email or phone…) shows under its field and the form keeps what was typed.
 */
export function SubAccountForm({ record }: { record?: SubAccount }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [generated, setGenerated] = useState<string | null>(null);

  const submit = async (values: Values) => {
    const profile = {
      email: values.email ?? '',
      name: values.name ?? '',
      phone: values.phone ?? '',
      roleId: values.roleId ?? '',
      remarks: values.remarks ?? '',
      products: values.products ?? [],
    };
    try {
      if (record) {
        await call(updateSubAccount, { params: { id: record.id }, body: profile });
      } else {
        const custom = values.passwordMode === 'custom';
        const created = await call(createSubAccount, {
          body: {
            ...profile,
            passwordMode: custom ? 'custom' : 'auto',
            ...(custom && { password: encodeCredential(values.password ?? '', credentialKey()) }),
          },
        });
        if (created.generatedPassword) {
          setGenerated(created.generatedPassword);
          return undefined;
        }
      }
      notify('app.users.savedDone', { type: 'success' });
      navigate(ACCOUNTS_PATH);
    } catch (error) {
      return fieldErrorsOf(error);
    }
    return undefined;
  };

  return (
    <>
      <Form record={record} onSubmit={submit} noValidate>
        <Stack sx={{ maxWidth: 720 }}>
          <TextInput
            source="email"
            resource="users/accounts"
            validate={[required(), emailFormat]}
            autoComplete="off"
          />
          <TextInput
            source="name"
            resource="users/accounts"
            validate={[required(), maxLength(SUB_ACCOUNT_NAME_MAX), noEmoji]}
          />
          <TextInput
            source="phone"
            resource="users/accounts"
            helperText="app.users.phoneHint"
            validate={[required(), phoneFormat]}
          />
          <ReferenceInput
            source="roleId"
            reference="users/roles"
            perPage={MAX_PAGE_SIZE}
            sort={{ field: 'name', order: 'ASC' }}
          >
            <SelectInput
              optionText="name"
              label="resources.users/accounts.fields.roleId"
              validate={required()}
            />
          </ReferenceInput>
          {!record && <PasswordFields />}
          <TextInput
            source="remarks"
            resource="users/accounts"
            multiline
            minRows={2}
            validate={[maxLength(REMARKS_MAX), noEmoji]}
          />
          <ProductGrantsInput />
          <Stack direction="row" spacing={2}>
            <SaveButton label="ra.action.save" alwaysEnable />
            <Button component={Link} to={ACCOUNTS_PATH}>
              {translate('ra.action.cancel')}
            </Button>
            {record && <ResetPasswordButton record={record} />}
          </Stack>
        </Stack>
      </Form>
      {generated && (
        <GeneratedPasswordDialog password={generated} onClose={() => navigate(ACCOUNTS_PATH)} />
      )}
    </>
  );
}
