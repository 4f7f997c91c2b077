import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { DataTable, List, Pagination, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import { editUrl } from '../../custom-pages/users/paths';
import { UsersTabs } from '../../custom-pages/users/UsersTabs';
import type { ResourceDefinition } from '../define';
import { FieldValue } from '../views/FieldValue';
import { ListError } from '../views/ListError';
import { filterInputs } from '../views/filterInputs';
import { SubAccountActions } from './SubAccountActions';

/**
 * The accounts tab of /users: the declared columns and filters, plus what a person does
 * with a sub-account (edit, enable or disable after confirming, delete).
 */
export default function SubAccountList({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  return (
    <>
      <UsersTabs current="accounts" />
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
              to={editUrl('account')}
              variant="contained"
              startIcon={<PersonAddIcon />}
            >
              {translate('app.users.newAccount')}
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
                <FieldValue field={field} />
              </DataTable.Col>
            ))}
          <DataTable.Col label="app.users.actions" align="right">
            <SubAccountActions />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
