import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { TopToolbar, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { BILLS_PATH, INVOICE_APPLY_PATH, invoiceUrl } from '../../paths/billing';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';

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
    <ResourceList
      def={def}
      title="billing.invoice.title"
      actions={<Actions />}
      rowClick={(id) => {
        navigate(invoiceUrl(String(id)));
        return false;
      }}
    />
  );
}
