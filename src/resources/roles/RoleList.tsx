import Button from '@mui/material/Button';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { DataTable, List, Pagination, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import { editUrl } from '../../custom-pages/users/paths';
import { PermissionChips } from '../../custom-pages/users/PermissionChips';
import { UsersTabs } from '../../custom-pages/users/UsersTabs';
import type { ResourceDefinition } from '../define';
import { FieldValue } from '../views/FieldValue';
import { ListError } from '../views/ListError';
import { filterInputs } from '../views/filterInputs';
import { RoleActions } from './RoleActions';

/** The roles tab of /users: declared columns, permission groups as chips, row actions. */
export default function RoleList({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  return (
    <>
      <UsersTabs current="roles" />
      <List
        resource={def.name}
        sort={def.defaultSort}
        perPage={def.perPage}
        filters={filterInputs(def)}
        exporter={false}
        title={false}
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
        error={<ListError />}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, MAX_PAGE_SIZE]} />}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          {def.fields
            .filter((field) => field.list)
            .map((field) => (
              <DataTable.Col
                key={field.source}
                source={field.source}
                disableSort={!def.sortable.includes(field.source)}
              >
                {field.source === 'permissions' ? (
                  <PermissionChips />
                ) : (
                  <FieldValue field={field} />
                )}
              </DataTable.Col>
            ))}
          <DataTable.Col label="app.users.actions" align="right">
            <RoleActions />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
