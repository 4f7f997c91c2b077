import { TopToolbar, useListContext } from 'react-admin';
import { exportOrders, type ExportFormat } from '../../../contract/orderExport';
import { DownloadButton } from '../../ui/DownloadButton';
import { toListQuery } from '../../dataProvider/listParams';
import type { ResourceDefinition } from '../define';
import { TopUpButton } from '../../ui/TopUpButton';
import ResourceList from '../views/ResourceList';

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
    <ResourceList
      def={def}
      actions={<ExportActions sortable={def.sortable} />}
      emptyAction={<TopUpButton />}
    />
  );
}
