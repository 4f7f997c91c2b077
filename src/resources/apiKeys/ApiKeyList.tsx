import { DataTable, List, Pagination, TopToolbar } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import type { ResourceDefinition } from '../define';
import { FieldValue } from '../views/FieldValue';
import { ListError } from '../views/ListError';
import { filterInputs } from '../views/filterInputs';
import { ApiKeyActions } from './ApiKeyActions';
import { NewKeyButton } from './NewKeyButton';
import { TokenCell } from './TokenCell';

/** /api-key: the declared columns, the token's expiry, and what a person does with a key. */
export default function ApiKeyList({ def }: { def: ResourceDefinition }) {
  return (
    <List
      resource={def.name}
      sort={def.defaultSort}
      perPage={def.perPage}
      filters={filterInputs(def)}
      exporter={false}
      actions={
        <TopToolbar>
          <NewKeyButton />
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
        <DataTable.Col label="resources.api-key.fields.token">
          <TokenCell />
        </DataTable.Col>
        <DataTable.Col label="devtools.actions" align="right">
          <ApiKeyActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
