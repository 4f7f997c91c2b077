import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import type { ResourceDefinition } from '../define';
import { FieldValue } from './FieldValue';
import { ListError } from './ListError';
import { ListPagination } from './ListPagination';
import { filterInputs } from './filterInputs';

const ROWS_PER_PAGE = [10, 25, 50, MAX_PAGE_SIZE];

/** The generated list: declared columns, server-side paging, sorting and filters. */
export default function ResourceList({ def }: { def: ResourceDefinition }) {
  return (
    <List
      resource={def.name}
      sort={def.defaultSort}
      perPage={def.perPage}
      filters={filterInputs(def)}
      exporter={false}
      // every filter is always shown, so the only action left is creating (if declared)
      actions={
        def.api.create ? (
          <TopToolbar>
            <CreateButton />
          </TopToolbar>
        ) : (
          false
        )
      }
      error={<ListError />}
      pagination={<ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />}
    >
      <DataTable rowClick={def.api.one ? 'show' : false} bulkActionButtons={false}>
        {def.fields
          .filter((field) => field.list)
          .map((field) => (
            <DataTable.Col
              key={field.source}
              source={field.source}
              disableSort={!def.sortable.includes(field.source)}
              align={field.kind === 'money' ? 'right' : undefined}
            >
              <FieldValue field={field} />
            </DataTable.Col>
          ))}
      </DataTable>
    </List>
  );
}
