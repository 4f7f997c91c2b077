import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading, Title, useLocale, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PLATFORM_ACTOR_ID } from '../../../contract/auditLog';
import type { Language } from '../../../contract/constants';
import {
  staffAccountAuditLog,
  staffAccountLedger,
  staffAccountPage,
} from '../../../contract/staffAccounts';
import { formatDate } from '../../utils/date';
import { formatMoney } from '../../utils/money';
import { StaffMissing } from '../StaffErrors';
import { useStaffCall } from '../useStaffCall';
import { SuspendButton, WalletActions, useMay } from './AccountActions';
import { Section, SimpleTable } from './Section';

const PAGE = 10;

/** A paged part of the page (ledger, audit log): 10 at a time, newest first. */
function usePaged() {
  const [page, setPage] = useState(1);
  const pager = (total: number) =>
    total > PAGE && (
      <Pagination
        size="small"
        count={Math.ceil(total / PAGE)}
        page={page}
        onChange={(_, next) => setPage(next)}
        sx={{ mt: 1 }}
      />
    );
  return { query: { page, pageSize: PAGE }, pager };
}

function Ledger({ id }: { id: string }) {
  const t = useTranslate();
  const language = useLocale() as Language;
  const { query, pager } = usePaged();
  const ledger = useStaffCall(staffAccountLedger, { params: { id }, query });
  return (
    <Section title="staffConsole.account.ledger">
      <SimpleTable
        rows={ledger.data?.list ?? []}
        rowKey={(row) => row.id}
        columns={[
          {
            label: 'staffConsole.account.time',
            value: (row) => formatDate(row.createdAt, language),
          },
          {
            label: 'staffConsole.account.type',
            value: (row) => t(`enums.financialType.${row.type}`),
          },
          {
            label: 'staffConsole.account.amount',
            value: (row) => formatMoney(row.amount),
            align: 'right',
          },
          {
            label: 'staffConsole.account.balanceAfter',
            value: (row) => formatMoney(row.balanceAfter),
            align: 'right',
          },
          { label: 'staffConsole.account.note', value: (row) => row.note ?? row.orderNo ?? '' },
        ]}
      />
      {pager(ledger.data?.total ?? 0)}
    </Section>
  );
}

function AuditLog({ id }: { id: string }) {
  const t = useTranslate();
  const language = useLocale() as Language;
  const { query, pager } = usePaged();
  const log = useStaffCall(staffAccountAuditLog, { params: { id }, query });
  return (
    <Section title="staffConsole.account.auditLog">
      <SimpleTable
        rows={log.data?.list ?? []}
        rowKey={(row) => row.id}
        columns={[
          {
            label: 'staffConsole.account.time',
            value: (row) => formatDate(row.createdAt, language),
          },
          {
            label: 'staffConsole.account.action',
            value: (row) =>
              `${t(`enums.auditResource.${row.resource}`)} · ${t(`enums.auditAction.${row.action}`)}`,
          },
          {
            label: 'staffConsole.account.actor',
            value: (row) =>
              row.actorId === PLATFORM_ACTOR_ID ? t('auditLog.platform') : row.actor,
          },
        ]}
      />
      {pager(log.data?.total ?? 0)}
    </Section>
  );
}

/**
 * An account's page: who it is and its state, its products, wallet and ledger, sub-accounts,
 * recent orders, callback addresses' delivery health and audit log; the writes each role
 * may make beside what they change.
 */
export default function AccountPage() {
  const t = useTranslate();
  const language = useLocale() as Language;
  const may = useMay();
  const id = useParams().id ?? '';
  const page = useStaffCall(staffAccountPage, { params: { id }, missingShown: true });
  if (!page.data) return page.isError ? <StaffMissing /> : <Loading />;
  const { account, products, wallet, subAccounts, recentOrders, callbacks } = page.data;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={account.email} />
      <Section
        title="staffConsole.account.profile"
        actions={<SuspendButton id={account.id} suspended={account.suspended} />}
      >
        <Stack spacing={0.5}>
          <Typography variant="h5" component="p" sx={{ wordBreak: 'break-all' }}>
            {account.email}
          </Typography>
          <Box>
            <Chip
              size="small"
              color={account.suspended ? 'error' : 'success'}
              label={t(`staffConsole.account.${account.suspended ? 'suspended' : 'active'}`)}
            />
          </Box>
          <Typography variant="body2">
            {[account.name, account.company, account.phone].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('staffConsole.account.idAndSince', {
              id: account.id,
              date: formatDate(account.createdAt, language, 'date'),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('staffConsole.account.certification', {
              state: t(`enums.certificationState.${account.certificationState}`, {
                _: account.certificationState,
              }),
            })}
          </Typography>
        </Stack>
      </Section>
      <Section
        title="staffConsole.account.wallet"
        actions={<WalletActions id={account.id} creditLimit={wallet.creditLimit} />}
      >
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {(['balance', 'creditLimit', 'availableLimit'] as const).map((key) => (
            <Box key={key}>
              <Typography variant="body2" color="text.secondary">
                {t(`staffConsole.account.${key}`)}
              </Typography>
              <Typography variant="h6" component="p" data-testid={`wallet-${key}`}>
                {formatMoney(wallet[key])}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Section>
      <Ledger id={account.id} />
      <Section title="staffConsole.account.products">
        <SimpleTable
          rows={products}
          rowKey={(row) => row.key}
          columns={[
            { label: 'staffConsole.account.product', value: (row) => row.name },
            {
              label: 'staffConsole.account.activatedAt',
              value: (row) => formatDate(row.activatedAt, language),
            },
          ]}
        />
      </Section>
      <Section title="staffConsole.account.subAccounts">
        <SimpleTable
          rows={subAccounts}
          rowKey={(row) => row.id}
          columns={[
            { label: 'staffConsole.account.email', value: (row) => row.email },
            {
              label: 'staffConsole.account.status',
              value: (row) => t(`enums.staffAccountStatus.${row.status}`, { _: row.status }),
            },
            {
              label: 'staffConsole.account.createdAt',
              value: (row) => formatDate(row.createdAt, language),
            },
          ]}
        />
      </Section>
      <Section title="staffConsole.account.recentOrders">
        <SimpleTable
          rows={recentOrders}
          rowKey={(row) => row.id}
          columns={[
            { label: 'staffConsole.account.orderNo', value: (row) => row.orderNo },
            {
              label: 'staffConsole.account.status',
              value: (row) => t(`enums.orderStatus.${row.status}`),
            },
            {
              label: 'staffConsole.account.amount',
              value: (row) => formatMoney(row.amount),
              align: 'right',
            },
            {
              label: 'staffConsole.account.createdAt',
              value: (row) => formatDate(row.createdAt, language),
            },
          ]}
        />
      </Section>
      <Section title="staffConsole.account.callbacks">
        <SimpleTable
          rows={callbacks}
          rowKey={(row) => row.id}
          columns={[
            { label: 'staffConsole.account.callback', value: (row) => `${row.name} · ${row.url}` },
            {
              label: 'staffConsole.account.status',
              value: (row) => t(`enums.callbackStatus.${row.status}`),
            },
            {
              label: 'staffConsole.account.succeeded',
              value: (row) => row.succeeded,
              align: 'right',
            },
            { label: 'staffConsole.account.failed', value: (row) => row.failed, align: 'right' },
          ]}
        />
      </Section>
      {may(staffAccountAuditLog) && <AuditLog id={account.id} />}
    </Stack>
  );
}
