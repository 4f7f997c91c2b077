import { DataTable, useRecordContext } from 'react-admin';
import { downloadBill, type Bill } from '../../../contract/bills';
import { BillTabs } from '../../ui/BillTabs';
import { DownloadButton } from '../../ui/DownloadButton';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';

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

/**
 * The monthly bill tab: statements and prepayments, newest month first, XLSX per row; a row
 * opens the bill.
 */
export default function BillList({ def }: { def: ResourceDefinition }) {
  return (
    <>
      <BillTabs current="monthly" />
      <ResourceList def={def} title={false} actions={false}>
        <DataTable.Col label="app.users.actions" align="right">
          <DownloadBill />
        </DataTable.Col>
      </ResourceList>
    </>
  );
}
