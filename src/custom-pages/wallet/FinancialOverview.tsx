import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DataOf } from '../../../contract/call';
import type { walletOverview } from '../../../contract/wallet';
import { formatMoney } from '../../utils/money';
import { formatDate } from '../../utils/date';
import { isLanguage } from '../../i18n/language';

type Overview = DataOf<typeof walletOverview>;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatMoney(value)}
      </Typography>
    </Grid>
  );
}

/** Entries shown before "Show more": the buying form stays above the fold on a laptop. */
const FIRST_ENTRIES = 3;

/** Balance, credit limit, available limit and the latest ledger entries of the wallet. */
export function FinancialOverview({ overview }: { overview: Overview | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`app.wallet.overview.${key}`);
  const [expanded, setExpanded] = useState(false);
  const time = (iso: string) => formatDate(iso, isLanguage(locale) ? locale : 'en_US');
  if (!overview) return <Skeleton variant="rounded" height={220} />;
  return (
    <Card>
      <CardContent>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Figure label={t('balance')} value={overview.balance} />
          <Figure label={t('creditLimit')} value={overview.creditLimit} />
          <Figure label={t('availableLimit')} value={overview.availableLimit} />
        </Grid>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('recent')}
          </Typography>
          {overview.entries.length > FIRST_ENTRIES && (
            <Button size="small" onClick={() => setExpanded(!expanded)}>
              {expanded
                ? t('showFewer')
                : translate('app.wallet.overview.showMore', {
                    count: overview.entries.length - FIRST_ENTRIES,
                  })}
            </Button>
          )}
        </Stack>
        {overview.entries.length === 0 ? (
          <Typography color="text.secondary">{t('noEntries')}</Typography>
        ) : (
          <Table size="small" aria-label={t('recent')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('time')}</TableCell>
                <TableCell>{t('type')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell>
                <TableCell align="right">{t('balanceAfter')}</TableCell>
                <TableCell>{t('note')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(expanded ? overview.entries : overview.entries.slice(0, FIRST_ENTRIES)).map(
                (entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(entry.createdAt)}</TableCell>
                    <TableCell>{translate(`enums.financialType.${entry.type}`)}</TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        fontVariantNumeric: 'tabular-nums',
                        color: entry.amount.startsWith('-') ? 'text.primary' : 'success.main',
                      }}
                    >
                      {entry.amount.startsWith('-') ? '' : '+'}
                      {formatMoney(entry.amount)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMoney(entry.balanceAfter)}
                    </TableCell>
                    <TableCell>
                      {entry.orderNo
                        ? translate('app.wallet.overview.orderDetail', { orderNo: entry.orderNo })
                        : entry.type === 'deduction'
                          ? t('usageDetail')
                          : entry.note}
                    </TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
