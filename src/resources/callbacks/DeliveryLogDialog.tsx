import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Loading, useLocaleState, useTranslate } from 'react-admin';
import {
  DELIVERY_LOG_PAGE_SIZE,
  DELIVERY_RETENTION_DAYS,
  listDeliveries,
  type Callback,
  type CallbackDeliverySummary,
} from '../../../contract/callbacks';
import { call } from '../../dataProvider';
import { isLanguage } from '../../i18n/language';
import { useRangeLabel } from '../../ui/useRangeLabel';
import { dayBound, formatDate } from '../../utils/date';
import { DeliveryFilters, NO_DELIVERY_FILTERS, type DeliveryFilterValues } from './DeliveryFilters';
import { DeliveryRow } from './DeliveryRow';
import { ReplayFailedDialog } from './ReplayFailedDialog';

type LogPage = { list: CallbackDeliverySummary[]; total: number; totalCapped: boolean };

const queryOf = (filters: DeliveryFilterValues, page: number) => ({
  page: page + 1,
  pageSize: DELIVERY_LOG_PAGE_SIZE,
  ...(filters.event && { event: filters.event }),
  ...(filters.status && { status: filters.status }),
  ...(filters.from?.isValid() && { createdFrom: dayBound(filters.from, 'start') }),
  ...(filters.to?.isValid() && { createdTo: dayBound(filters.to, 'end') }),
});

/**
 * Every attempt sent to an address in the last 30 days, newest first: filtered by event,
 * outcome and days, each opened to what was sent and answered, replayed one by one or all
 * failed ones since a day.
 */
export function DeliveryLogDialog({ record, onClose }: { record: Callback; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, values?: object) => translate(`devtools.log.${key}`, values);
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [filters, setFilters] = useState(NO_DELIVERY_FILTERS);
  const [pageNo, setPageNo] = useState(0);
  const [page, setPage] = useState<LogPage | null>(null);
  const [replaying, setReplaying] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    call(listDeliveries, {
      params: { id: record.id },
      query: queryOf(filters, pageNo),
      signal: controller.signal,
    }).then(setPage, () => setPage({ list: [], total: 0, totalCapped: false }));
    return () => controller.abort();
  }, [record.id, filters, pageNo, reloads]);

  const filter = (next: DeliveryFilterValues) => {
    setFilters(next);
    setPageNo(0);
  };
  const rangeLabel = useRangeLabel(page?.totalCapped === true);

  const filtered = filters !== NO_DELIVERY_FILTERS;
  const title = t('title', { name: record.name });
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="delivery-log-title"
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id="delivery-log-title">{title}</DialogTitle>
      <DialogContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('kept', { days: DELIVERY_RETENTION_DAYS })}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            disabled={record.status !== 'active'}
            onClick={() => setReplaying(true)}
          >
            {t('replayFailed')}
          </Button>
        </Stack>
        <DeliveryFilters record={record} value={filters} onChange={filter} />
        {page === null ? (
          <Loading />
        ) : page.list.length === 0 ? (
          <Typography sx={{ py: 2 }}>{t(filtered ? 'noMatch' : 'empty')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={title} sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('time')}</TableCell>
                  <TableCell>{t('event')}</TableCell>
                  <TableCell>{t('status')}</TableCell>
                  <TableCell align="right">{t('latency')}</TableCell>
                  <TableCell>{t('response')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {page.list.map((row) => (
                  <DeliveryRow
                    key={row.id}
                    record={record}
                    row={row}
                    time={formatDate(row.createdAt, language)}
                    nextAttempt={formatDate(row.nextAttemptAt, language)}
                  />
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={page.total}
              page={pageNo}
              onPageChange={(_event, next) => setPageNo(next)}
              rowsPerPage={DELIVERY_LOG_PAGE_SIZE}
              rowsPerPageOptions={[DELIVERY_LOG_PAGE_SIZE]}
              labelDisplayedRows={rangeLabel}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setReloads(reloads + 1)}>{translate('ra.action.refresh')}</Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      {replaying && (
        <ReplayFailedDialog
          record={record}
          onClose={(replayed) => {
            setReplaying(false);
            if (replayed) setReloads(reloads + 1);
          }}
        />
      )}
    </Dialog>
  );
}
