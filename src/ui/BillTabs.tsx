import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BILL_DETAILS_PATH, BILLS_PATH, INVOICES_PATH } from '../paths/billing';

/** The two tabs of the bill page (each its resource's list route) and the way to invoices. */
export function BillTabs({ current }: { current: 'monthly' | 'details' }) {
  const translate = useTranslate();
  return (
    <>
      <Title title="billing.bill.title" />
      <Stack
        direction="row"
        sx={{ mt: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'center' }}
      >
        <Tabs value={current} sx={{ flex: 1 }}>
          <Tab
            value="monthly"
            label={translate('billing.bill.tabs.monthly')}
            component={Link}
            to={BILLS_PATH}
          />
          <Tab
            value="details"
            label={translate('billing.bill.tabs.details')}
            component={Link}
            to={BILL_DETAILS_PATH}
          />
        </Tabs>
        <Button component={Link} to={INVOICES_PATH} startIcon={<ReceiptLongIcon />}>
          {translate('billing.invoice.title')}
        </Button>
      </Stack>
    </>
  );
}
