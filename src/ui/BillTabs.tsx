import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BILL_DETAILS_PATH, BILLS_PATH, INVOICES_PATH } from '../paths/billing';
import { RouteTabs } from './RouteTabs';

const TABS = [
  { value: 'monthly', label: 'billing.bill.tabs.monthly', to: BILLS_PATH },
  { value: 'details', label: 'billing.bill.tabs.details', to: BILL_DETAILS_PATH },
];

/**
 * The two tabs of the bill page (each its resource's list route), the way to invoices, and
 * the time zone months are counted in, since a bill's edges are not the person's midnight.
 */
export function BillTabs({ current }: { current: 'monthly' | 'details' }) {
  const translate = useTranslate();
  return (
    <>
      <RouteTabs
        title="billing.bill.title"
        tabs={TABS}
        current={current}
        end={
          <Button component={Link} to={INVOICES_PATH} startIcon={<ReceiptLongIcon />}>
            {translate('billing.invoice.title')}
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('billing.bill.utcMonths')}
      </Typography>
    </>
  );
}
