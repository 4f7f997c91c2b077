import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DataTable, List, Pagination, TopToolbar, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { InvoiceSummary } from '../../../contract/invoices';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import { BILLS_PATH, INVOICE_APPLY_PATH, invoiceUrl } from '../../custom-pages/billing/paths';
import type { ResourceDefinition } from '../define';
import { FieldValue } from '../views/FieldValue';
import { ListError } from '../views/ListError';
import { filterInputs } from '../views/filterInputs';

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={BILLS_PATH} startIcon={<ArrowBackIcon />}>
        {translate('billing.bill.title')}
      </Button>
      <Button component={Link} to={INVOICE_APPLY_PATH} variant="contained" startIcon={<AddIcon />}>
        {translate('billing.invoice.apply')}
      </Button>
    </TopToolbar>
  );
}

/** Invoice management: applications, newest first; a row opens its detail page. */
export default function InvoiceList({ def }: { def: ResourceDefinition }) {
  const navigate = useNavigate();
  return (
    <List
      resource={def.name}
      sort={def.defaultSort}
      perPage={def.perPage}
      filters={filterInputs(def)}
      exporter={false}
      title="billing.invoice.title"
      actions={<Actions />}
      error={<ListError />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, MAX_PAGE_SIZE]} />}
    >
      <DataTable
        rowClick={(id) => {
          navigate(invoiceUrl(String(id)));
          return false;
        }}
        bulkActionButtons={false}
      >
        {def.fields
          .filter((field) => field.list)
          .map((field) => (
            <DataTable.Col<InvoiceSummary>
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
