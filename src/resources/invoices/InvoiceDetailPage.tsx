import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UndoIcon from '@mui/icons-material/Undo';
import { Loading, Title, useGetOne, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Confirm } from '../../ui/Confirm';
import { Link, useSearchParams } from 'react-router-dom';
import { invoicePdf, revokeInvoice, type Invoice } from '../../../contract/invoices';
import { call } from '../../dataProvider';
import { MissingPage } from '../../errors/MissingPage';
import { isLanguage } from '../../i18n/language';
import { EnumChip } from '../views/EnumChip';
import { formatDate } from '../../utils/date';
import { formatMoney } from '../../utils/money';
import { DownloadButton } from '../../ui/DownloadButton';
import { INVOICES_PATH } from '../../paths/billing';

const STATUS_COLORS = {
  processing: 'info',
  invoicing: 'warning',
  invoiced: 'success',
  rejected: 'error',
  revoked: 'default',
  billing_failure: 'error',
} as const;

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value || translate('app.list.emptyValue')}</Typography>
    </Grid>
  );
}

function RevokeButton({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const revoke = async () => {
    setOpen(false);
    try {
      await call(revokeInvoice, { params: { id: invoice.id } });
      notify('billing.invoice.revoked', { type: 'success' });
    } catch {
      // the HTTP layer has shown the server's message
    }
    onDone();
  };
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<UndoIcon />}
        onClick={() => setOpen(true)}
      >
        {translate('billing.invoice.revoke')}
      </Button>
      <Confirm
        isOpen={open}
        title={translate('billing.invoice.revokeTitle', { no: invoice.applicationNo })}
        content="billing.invoice.revokeContent"
        onConfirm={revoke}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** /billing/invoice/detail?id=…: an application, its linked orders, revoke and PDF. */
export default function InvoiceDetailPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const {
    data: invoice,
    isPending,
    error,
    refetch,
  } = useGetOne<Invoice>('billing/invoice', { id }, { enabled: Boolean(id) });
  const reload = () => void refetch();
  // a row of the list may stand in while the full application loads: wait for its details
  if (id && (isPending || (invoice && !('details' in invoice)))) return <Loading />;
  // a missing id, or one of another account (404), shows the missing page
  if (!id || error || !invoice) return <MissingPage />;
  const f = (key: string) => translate(`billing.invoiceFields.${key}`);
  const r = (key: string) => translate(`resources.billing/invoice.fields.${key}`);
  const o = (key: string) => translate(`resources.billing/order.fields.${key}`);
  const d = invoice.details;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="billing.invoice.applyTitle" />
      <CardContent>
        <Button component={Link} to={INVOICES_PATH} startIcon={<ArrowBackIcon />}>
          {translate('billing.invoice.back')}
        </Button>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
          <Typography variant="h6" component="h1">
            {invoice.applicationNo}
          </Typography>
          <EnumChip name="invoiceStatus" value={invoice.status} colors={STATUS_COLORS} />
          <span style={{ flex: 1 }} />
          {invoice.status === 'processing' && <RevokeButton invoice={invoice} onDone={reload} />}
          {invoice.status === 'invoiced' && (
            <DownloadButton
              call={invoicePdf}
              fallbackName={`invoice-${invoice.invoiceNo ?? invoice.applicationNo}.pdf`}
              options={{ params: { id: invoice.id } }}
              label="billing.invoice.downloadPdf"
              icon={<PictureAsPdfIcon />}
              variant="contained"
            />
          )}
        </Stack>
        {invoice.statusReason && (
          <Alert severity={invoice.status === 'invoiced' ? 'info' : 'warning'} sx={{ mb: 2 }}>
            {translate('billing.invoice.statusReason')}: {invoice.statusReason}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Field label={r('createdAt')} value={formatDate(invoice.createdAt, language)} />
          <Field
            label={translate('billing.invoice.updatedAt')}
            value={formatDate(invoice.updatedAt, language)}
          />
          <Field label={translate('billing.invoice.invoiceNo')} value={invoice.invoiceNo} />
          <Field
            label={translate('billing.invoice.issuedAt')}
            value={formatDate(invoice.issuedAt, language)}
          />
          <Field label={r('amount')} value={formatMoney(invoice.amount)} />
          <Field label={r('fee')} value={formatMoney(invoice.fee)} />
          <Field label={r('subtotal')} value={formatMoney(invoice.subtotal)} />
          <Field label={r('orderCount')} value={String(invoice.orderCount)} />
        </Grid>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
          {translate('billing.invoice.details')}
        </Typography>
        <Grid container spacing={2}>
          <Field label={f('companyName')} value={d.companyName} />
          <Field label={f('taxNumber')} value={d.taxNumber} />
          <Field label={f('companyAddress')} value={d.companyAddress} />
          <Field label={f('streetAddress')} value={d.streetAddress} />
          <Field label={f('apartment')} value={d.apartment} />
          <Field label={f('country')} value={d.country} />
          <Field label={f('city')} value={d.city} />
        </Grid>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
          {translate('billing.invoice.linkedOrders')}
        </Typography>
        <Table size="small" aria-label={translate('billing.invoice.linkedOrders')}>
          <TableHead>
            <TableRow>
              <TableCell>{o('orderNo')}</TableCell>
              <TableCell>{o('status')}</TableCell>
              <TableCell>{o('paidAt')}</TableCell>
              <TableCell align="right">{o('paidAmount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <Link to={`/billing/order/${encodeURIComponent(order.id)}/show`}>
                    {order.orderNo}
                  </Link>
                </TableCell>
                <TableCell>{translate(`enums.orderStatus.${order.status}`)}</TableCell>
                <TableCell>{formatDate(order.paidAt, language)}</TableCell>
                <TableCell align="right">{formatMoney(order.paidAmount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
