import { DataTable, List, Pagination, TopToolbar, useListContext } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import { exportOrders, type ExportFormat } from '../../../contract/orderExport';
import { DownloadButton } from '../../custom-pages/billing/DownloadButton';
import { toListQuery } from '../../dataProvider/listParams';
import type { ResourceDefinition } from '../define';
import { FieldValue } from '../views/FieldValue';
import { ListError } from '../views/ListError';
import { filterInputs } from '../views/filterInputs';

/** Export buttons: the list as filtered and sorted on screen, as CSV or XLSX. */
function ExportActions({ sortable }: { sortable: readonly string[] }) {
  const { filterValues, sort, total } = useListContext();
  const query = (format: ExportFormat) => ({
    ...toListQuery({ filter: filterValues, sort }, sortable),
    format,
  });
  return (
    <TopToolbar>
      {(['csv', 'xlsx'] as const).map((format) => (
        <DownloadButton
          key={format}
          call={exportOrders}
          fallbackName={`orders.${format}`}
          options={{ query: query(format) }}
          label={`billing.export.${format}`}
          disabled={!total}
        />
      ))}
    </TopToolbar>
  );
}

/** Order details: the generated columns and filters, plus the export of the filtered list. */
export default function OrderList({ def }: { def: ResourceDefinition }) {
  return (
    <List
      resource={def.name}
      sort={def.defaultSort}
      perPage={def.perPage}
      filters={filterInputs(def)}
      exporter={false}
      actions={<ExportActions sortable={def.sortable} />}
      error={<ListError />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, MAX_PAGE_SIZE]} />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
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
