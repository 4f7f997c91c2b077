import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, List, Pagination, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import { callbackWizardUrl } from '../../custom-pages/devtools/paths';
import type { ResourceDefinition } from '../define';
import { FieldValue } from '../views/FieldValue';
import { ListError } from '../views/ListError';
import { filterInputs } from '../views/filterInputs';
import { CallbackActions } from './CallbackActions';
import { EventChips } from './EventChips';

/** /api-key/callback-setting: the declared columns, events as chips, and row actions. */
export default function CallbackList({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  return (
    <List
      resource={def.name}
      sort={def.defaultSort}
      perPage={def.perPage}
      filters={filterInputs(def)}
      exporter={false}
      actions={
        <TopToolbar>
          <Button
            component={Link}
            to={callbackWizardUrl()}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {translate('devtools.callbacks.new')}
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
              {field.source === 'events' ? <EventChips /> : <FieldValue field={field} />}
            </DataTable.Col>
          ))}
        <DataTable.Col label="devtools.actions" align="right">
          <CallbackActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
