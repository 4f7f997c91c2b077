import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Loading, Title, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { permissionGroup, type PermissionGroup } from '../../../contract/permissions';
import type { Role } from '../../../contract/roles';
import { MissingPage } from '../../errors/MissingPage';
import { entriesOf } from './groups';
import { ROLES_PATH } from '../../paths/users';

/**
 * /users/permission?id=…: what a role grants, group by group, each switch saved at once
 * (the role's holders get it on their next call).
 */
export default function PermissionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const {
    data: role,
    isPending,
    error,
  } = useGetOne<Role>('users/roles', { id }, { enabled: Boolean(id), onError: () => undefined });
  const [update, { isPending: saving }] = useUpdate<Role>();

  if (id && isPending) return <Loading />;
  if (!id || error || !role) return <MissingPage />;

  const toggle = (group: PermissionGroup, on: boolean) => {
    const permissions = on
      ? permissionGroup.options.filter((g) => g === group || role.permissions.includes(g))
      : role.permissions.filter((g) => g !== group);
    // pessimistic: the switch moves once the server has it; a refusal was already shown
    update(
      'users/roles',
      { id: role.id, data: { name: role.name, permissions }, previousData: role },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify('app.records.saved', { type: 'success', messageArgs: { name: role.name } }),
        onError: () => undefined,
      },
    );
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.users.permissionTitle" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Button component={Link} to={ROLES_PATH} startIcon={<ArrowBackIcon />}>
          {translate('app.users.back')}
        </Button>
        <Typography variant="h6" component="h1">
          {translate('app.users.permissionOf', { name: role.name })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('app.users.permissionHint')}
      </Typography>
      <Grid container spacing={2}>
        {permissionGroup.options.map((group) => {
          const granted = role.permissions.includes(group);
          const title = translate(`app.users.groups.${group}.title`);
          return (
            <Grid key={group} size={{ xs: 12, md: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                  >
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                      {title}
                    </Typography>
                    <Switch
                      checked={granted}
                      disabled={saving}
                      onChange={(event) => toggle(group, event.target.checked)}
                      slotProps={{ input: { 'aria-label': title } }}
                    />
                  </Stack>
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {translate(`app.users.groups.${group}.description`)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {translate('app.users.opens', {
                      pages: entriesOf(group)
                        .map((key) => translate(`menu.${key}`))
                        .join(', '),
                    })}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}
