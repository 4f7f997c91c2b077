import { DataTable, List, Pagination, useRecordContext } from 'react-admin';
import { downloadBill, type Bill } from '../../../contract/bills';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import { BillTabs } from '../../custom-pages/billing/BillTabs';
import { DownloadButton } from '../../custom-pages/billing/DownloadButton';
import type { ResourceDefinition } from '../define';
import { FieldValue } from '../views/FieldValue';
import { ListError } from '../views/ListError';
import { filterInputs } from '../views/filterInputs';

function DownloadBill() {
  const bill = useRecordContext<Bill>();
  if (!bill) return null;
  return (
    <DownloadButton
      call={downloadBill}
      fallbackName={`bill-${bill.billNo}.xlsx`}
      options={{ params: { id: bill.id } }}
      label="billing.bill.download"
    />
  );
}

/** The monthly bill tab: statements and prepayments, newest month first, XLSX per row. */
export default function BillList({ def }: { def: ResourceDefinition }) {
  return (
    <>
      <BillTabs current="monthly" />
      <List
        resource={def.name}
        sort={def.defaultSort}
        perPage={def.perPage}
        filters={filterInputs(def)}
        exporter={false}
        title={false}
        actions={false}
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
                align={field.kind === 'money' ? 'right' : undefined}
              >
                <FieldValue field={field} />
              </DataTable.Col>
            ))}
          <DataTable.Col label="app.users.actions" align="right">
            <DownloadBill />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
