import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import type { SubAccount } from '../../../contract/subAccounts';
import { MissingPage } from '../../errors/MissingPage';
import { RoleForm } from './RoleForm';
import { SubAccountForm } from './SubAccountForm';

/**
 * /users/edit?type=account|role[&id=…]: creates (no id) or edits a sub-account or a role.
 * An id the server does not find for this account shows the missing page.
 */
export default function UserEditPage() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const type = search.get('type') === 'role' ? 'role' : 'account';
  const id = search.get('id') ?? undefined;
  const resource = type === 'role' ? 'users/roles' : 'users/accounts';
  const { data, isPending, error } = useGetOne<SubAccount | Role>(
    resource,
    { id: id ?? '' },
    { enabled: Boolean(id) },
  );
  const titleKey = `app.users.${id ? 'edit' : 'create'}${type === 'role' ? 'Role' : 'Account'}`;

  let body;
  if (id && isPending) body = <Loading />;
  else if (id && (error || !data)) body = <MissingPage />;
  else if (type === 'role') body = <RoleForm record={data as Role | undefined} />;
  else body = <SubAccountForm record={data as SubAccount | undefined} />;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={titleKey} />
      <CardContent>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
          {translate(titleKey)}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
