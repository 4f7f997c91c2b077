import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { Title, useTranslate } from 'react-admin';
import { staffDayMoney, staffMonthClose } from '../../../contract/staffMoney';
import { DayPicker } from '../../ui/DayPicker';
import { formatMoney } from '../../utils/money';
import { call } from '../stack';
import { useStaffCall } from '../useStaffCall';
import { useFieldErrors } from './fieldErrors';
import { Section, SimpleTable } from './Section';

type Closed = Awaited<ReturnType<typeof closeMonth>>;
const closeMonth = (month: string, accountId: string) =>
  call(staffMonthClose, {
    body: { month, ...(accountId.trim() && { accountId: accountId.trim() }) },
  });

/** Closes an ended month (all accounts, or one) and says what its statements hold. */
function MonthClosing() {
  const t = useTranslate();
  const [month, setMonth] = useState(() => dayjs().subtract(1, 'month').format('YYYY-MM'));
  const [accountId, setAccountId] = useState('');
  const [closed, setClosed] = useState<Closed | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors();
  const close = async () => {
    setBusy(true);
    setClosed(
      await closeMonth(month, accountId).catch((error: unknown) => {
        fieldErrors.take(error);
        return null;
      }),
    );
    setBusy(false);
  };
  return (
    <Section title="staffConsole.money.monthClosing">
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <DayPicker
          kind="month"
          name="month"
          label={t('staffConsole.money.month')}
          value={month}
          onChange={(value) => {
            setMonth(value);
            fieldErrors.clear('month');
          }}
          {...fieldErrors.of('month')}
        />
        <TextField
          label={t('staffConsole.money.accountId')}
          helperText={t('staffConsole.money.accountIdHelp')}
          value={accountId}
          onChange={(event) => {
            setAccountId(event.target.value);
            fieldErrors.clear('accountId');
          }}
          {...fieldErrors.of('accountId')}
        />
        <Button variant="contained" disabled={busy} onClick={() => void close()}>
          {t('staffConsole.money.close')}
        </Button>
        {closed && (
          <Alert severity="success">
            {t('staffConsole.money.closed', {
              month: closed.month,
              statements: closed.statements,
              accounts: closed.accounts,
              amount: formatMoney(closed.amount),
            })}
          </Alert>
        )}
      </Stack>
    </Section>
  );
}

const MONEY = { align: 'right' } as const;

/** A day's top-ups (by product and provider), charges by product and adjustments, in UTC. */
function DayMoney() {
  const t = useTranslate();
  const [date, setDate] = useState(() => dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const day = useStaffCall(staffDayMoney, { params: { date } }, valid);
  const money = day.data;
  return (
    <Section
      title="staffConsole.money.day"
      actions={
        <DayPicker
          size="small"
          name="date"
          label={t('staffConsole.money.date')}
          value={date}
          onChange={setDate}
        />
      }
    >
      {money && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" component="h3">
              {t('staffConsole.money.topUps', {
                count: money.topUps.count,
                amount: formatMoney(money.topUps.amount),
              })}
            </Typography>
            {money.topUps.count > 0 && (
              <>
                <SimpleTable
                  rows={money.topUps.byProduct}
                  rowKey={(row) => row.productKey}
                  columns={[
                    { label: 'staffConsole.money.product', value: (row) => row.productName },
                    { label: 'staffConsole.money.count', value: (row) => row.count, ...MONEY },
                    {
                      label: 'staffConsole.money.amount',
                      value: (row) => formatMoney(row.amount),
                      ...MONEY,
                    },
                  ]}
                />
                <SimpleTable
                  rows={money.topUps.byProvider}
                  rowKey={(row) => row.provider}
                  columns={[
                    {
                      label: 'staffConsole.money.provider',
                      value: (row) =>
                        // an online provider by its name, a method without one as orders name it
                        t(`staffConsole.money.providers.${row.provider}`, {
                          _: t(`enums.paymentMethod.${row.provider}`, { _: row.provider }),
                        }),
                    },
                    { label: 'staffConsole.money.count', value: (row) => row.count, ...MONEY },
                    {
                      label: 'staffConsole.money.amount',
                      value: (row) => formatMoney(row.amount),
                      ...MONEY,
                    },
                  ]}
                />
              </>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" component="h3">
              {t('staffConsole.money.charges', {
                quantity: money.charges.quantity,
                amount: formatMoney(money.charges.amount),
              })}
            </Typography>
            <SimpleTable
              rows={money.charges.byProduct}
              rowKey={(row) => row.productKey}
              columns={[
                { label: 'staffConsole.money.product', value: (row) => row.productName },
                { label: 'staffConsole.money.quantity', value: (row) => row.quantity, ...MONEY },
                {
                  label: 'staffConsole.money.amount',
                  value: (row) => formatMoney(row.amount),
                  ...MONEY,
                },
              ]}
            />
            <Typography variant="body2" sx={{ mt: 2 }}>
              {t('staffConsole.money.adjustments', {
                count: money.adjustments.count,
                credited: formatMoney(money.adjustments.credited),
                debited: formatMoney(money.adjustments.debited),
              })}
            </Typography>
          </Grid>
        </Grid>
      )}
    </Section>
  );
}

/** Finance's money page: month closing, and a day's money to reconcile with the providers. */
export default function MoneyPage() {
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="staffConsole.menu.money" />
      <MonthClosing />
      <DayMoney />
    </Stack>
  );
}
