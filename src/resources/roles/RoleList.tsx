import Button from '@mui/material/Button';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { editUrl } from '../../paths/users';
import { PermissionChips } from '../../ui/PermissionChips';
import { UsersTabs } from '../../ui/UsersTabs';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';
import { RoleActions } from './RoleActions';

/** The roles tab of /users: declared columns, permission groups as chips, row actions. */
export default function RoleList({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  return (
    <>
      <UsersTabs current="roles" />
      <ResourceList
        def={def}
        title={false}
        rowClick={false}
        actions={
          <TopToolbar>
            <Button
              component={Link}
              to={editUrl('role')}
              variant="contained"
              startIcon={<GroupAddIcon />}
            >
              {translate('app.users.newRole')}
            </Button>
          </TopToolbar>
        }
        cells={{ permissions: <PermissionChips /> }}
      >
        <DataTable.Col label="app.users.actions" align="right">
          <RoleActions />
        </DataTable.Col>
      </ResourceList>
    </>
  );
}
