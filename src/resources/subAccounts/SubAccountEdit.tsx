import { useState } from 'react';
import { ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import { subAccountCreate, subAccountUpdate, type SubAccount } from '../../../contract/subAccounts';
import { ACCOUNTS_PATH } from '../../paths/users';
import { RecordFormPage } from '../forms/RecordFormPage';
import { GeneratedPasswordDialog } from './GeneratedPasswordDialog';
import { checkTypedPassword, encodedPassword, passwordChoice } from './passwordChoice';
import { PasswordFields } from './PasswordFields';
import { ProductGrantsInput } from './ProductGrantsInput';
import { ResetPasswordButton } from './ResetPasswordButton';

const createForm = subAccountCreate.extend(passwordChoice).superRefine(checkTypedPassword);

const toCreateBody = ({ confirmPassword: _, ...values }: Record<string, unknown>) => ({
  ...values,
  ...encodedPassword(values),
});

/**
 * Creating or editing a sub-account (spec sections 3 and 5), saved through the data provider
 * with the contract's schemas. A generated password is shown once before going back.
 */
export function SubAccountEdit({ id }: { id?: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [generated, setGenerated] = useState<string | null>(null);

  const onSaved = (record: SubAccount & { generatedPassword?: string | null }) => {
    if (!record.generatedPassword) return false;
    setGenerated(record.generatedPassword);
    return true;
  };

  return (
    <>
      <RecordFormPage<SubAccount>
        resource="users/accounts"
        id={id}
        schema={id ? subAccountUpdate : (createForm as z.ZodType)}
        title={translate(id ? 'app.users.editAccount' : 'app.users.createAccount')}
        backTo={ACCOUNTS_PATH}
        transform={id ? undefined : toCreateBody}
        onSaved={onSaved}
        actions={id && <ResetPasswordButton />}
      >
        <TextInput source="email" autoComplete="off" autoFocus />
        <TextInput source="name" />
        <TextInput source="phone" helperText="app.users.phoneHint" />
        <ReferenceInput
          source="roleId"
          reference="users/roles"
          perPage={MAX_PAGE_SIZE}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <SelectInput optionText="name" label="resources.users/accounts.fields.roleId" />
        </ReferenceInput>
        {!id && <PasswordFields />}
        <TextInput source="remarks" multiline minRows={2} />
        <ProductGrantsInput />
      </RecordFormPage>
      {generated && (
        <GeneratedPasswordDialog password={generated} onClose={() => navigate(ACCOUNTS_PATH)} />
      )}
    </>
  );
}
