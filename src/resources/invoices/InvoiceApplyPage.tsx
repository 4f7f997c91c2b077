import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { CreateBase, Form, Loading, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { KeepAcrossSignIn, useKeepAcrossSignIn } from '../../ui/KeepAcrossSignIn';
import { PendingSaveButton } from '../../ui/PendingSaveButton';
import {
  invoiceableOrders,
  invoiceDetails,
  type Invoice,
  type InvoiceDetails,
} from '../../../contract/invoices';
import { formatMoney } from '../../utils/money';
import { zodResolver } from '../forms/zodResolver';
import { quote } from './fee';
import { OrderPicker } from './OrderPicker';
import { INVOICES_PATH, invoiceUrl } from '../../paths/billing';
import { useCall } from '../../ui/useCall';

/** Invoice details inputs, in the order spec section 3 lists them. */
const FIELDS: (keyof InvoiceDetails)[] = [
  'companyName',
  'taxNumber',
  'companyAddress',
  'streetAddress',
  'apartment',
  'country',
  'city',
];

// the chosen orders are picked above the form and added to the body when it is sent
const resolver = zodResolver(z.object({ details: invoiceDetails }));

const EMPTY: InvoiceDetails = {
  companyName: '',
  companyAddress: '',
  taxNumber: '',
  streetAddress: '',
  apartment: '',
  country: '',
  city: '',
};

function Amounts({ amount, fee, subtotal, rate }: ReturnType<typeof quote> & { rate: number }) {
  const translate = useTranslate();
  const row = (label: string, value: string, bold = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: bold ? 700 : 400 }}>
      <span>{label}</span>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(value)}</span>
    </Stack>
  );
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 360, my: 2 }} data-testid="invoice-quote">
      {row(translate('billing.invoiceFields.amount'), amount)}
      {row(`${translate('billing.invoice.feeRate', { rate: rate / 100 })} (USD)`, fee)}
      {row(translate('billing.invoiceFields.subtotal'), subtotal, true)}
    </Stack>
  );
}

/**
 * Applying for an invoice: choose paid orders not yet invoiced, fill the invoice details
 * (offered from the last application), see amount, fee and subtotal, submit.
 */
export default function InvoiceApplyPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data } = useCall(invoiceableOrders, {});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  useKeepAcrossSignIn(
    'billing/invoice/orders',
    () => ({ orderIds: [...selected] }),
    (kept) => {
      const ids = Array.isArray(kept.orderIds) ? kept.orderIds : [];
      setSelected(new Set(ids.filter((id): id is string => typeof id === 'string')));
    },
  );
  const record = useMemo(() => ({ details: data?.savedDetails ?? EMPTY }), [data]);
  if (!data) return <Loading />;
  // a kept or stale choice counts only for orders still open to an application
  const chosen = data.list.filter((order) => selected.has(order.id));
  const chosenIds = chosen.map((order) => order.id);
  const amounts = quote(
    chosen.map((order) => order.paidAmount),
    data.feeBasisPoints,
  );

  const mutationOptions = {
    onSuccess: (created: Invoice) => {
      notify('billing.invoice.submitted', { type: 'success' });
      navigate(invoiceUrl(created.id));
    },
    onError: () => undefined,
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="billing.invoice.applyTitle" />
      <CardContent>
        <Button component={Link} to={INVOICES_PATH} startIcon={<ArrowBackIcon />}>
          {translate('billing.invoice.back')}
        </Button>
        <Typography variant="h6" component="h1" sx={{ my: 1 }}>
          {translate('billing.invoice.applyTitle')}
        </Typography>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('billing.invoice.chooseOrders')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('billing.invoice.chooseHint')}
        </Typography>
        {data.list.length === 0 ? (
          <Alert severity="info">{translate('billing.invoice.noOrders')}</Alert>
        ) : (
          <OrderPicker orders={data.list} selected={selected} onChange={setSelected} />
        )}
        <Typography sx={{ mt: 1 }} variant="body2">
          {translate('billing.invoice.selected', { smart_count: chosen.length })}
        </Typography>
        <Amounts {...amounts} rate={data.feeBasisPoints} />

        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2 }}>
          {translate('billing.invoice.details')}
        </Typography>
        {data.savedDetails && (
          <Typography variant="body2" color="text.secondary">
            {translate('billing.invoice.savedHint')}
          </Typography>
        )}
        <CreateBase<Invoice>
          resource="billing/invoice"
          record={record}
          transform={(values) => ({ ...values, orderIds: chosenIds })}
          mutationOptions={mutationOptions}
        >
          <Form resolver={resolver} disableInvalidFormNotification noValidate>
            <KeepAcrossSignIn id="billing/invoice" />
            <Stack sx={{ maxWidth: 720, mt: 1 }}>
              {FIELDS.map((field) => (
                <TextInput
                  key={field}
                  source={`details.${field}`}
                  label={`billing.invoiceFields.${field}`}
                />
              ))}
            </Stack>
            <PendingSaveButton
              label="billing.invoice.submit"
              icon={<></>}
              disabled={chosen.length === 0}
            />
          </Form>
        </CreateBase>
      </CardContent>
    </Card>
  );
}
