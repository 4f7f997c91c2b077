import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { editUrl } from '../../paths/users';
import { UsersTabs } from '../../ui/UsersTabs';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';
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
      <ResourceList
        def={def}
        title={false}
        rowClick={false}
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
      >
        <DataTable.Col label="app.users.actions" align="right">
          <SubAccountActions />
        </DataTable.Col>
      </ResourceList>
    </>
  );
}
