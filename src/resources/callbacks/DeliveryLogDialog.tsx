import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Loading, useLocaleState, useTranslate } from 'react-admin';
import {
  DELIVERY_RETENTION_DAYS,
  listDeliveries,
  type Callback,
  type CallbackDelivery,
} from '../../../contract/callbacks';
import { call } from '../../dataProvider';
import { isLanguage } from '../../i18n/language';
import { formatDate } from '../../utils/date';

/** The requests sent to an address in the last 30 days, newest first. */
export function DeliveryLogDialog({ record, onClose }: { record: Callback; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  const [rows, setRows] = useState<CallbackDelivery[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    call(listDeliveries, {
      params: { id: record.id },
      query: { pageSize: 50 },
      signal: controller.signal,
    }).then(
      (page) => setRows(page.list),
      () => setRows([]),
    );
    return () => controller.abort();
  }, [record.id]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="delivery-log-title" maxWidth="lg" fullWidth>
      <DialogTitle id="delivery-log-title">
        {translate('devtools.log.title', { name: record.name })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('devtools.log.kept', { days: DELIVERY_RETENTION_DAYS })}
        </Typography>
        {rows === null ? (
          <Loading />
        ) : rows.length === 0 ? (
          <Typography>{translate('devtools.log.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('devtools.log.title', { name: record.name })}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('devtools.log.time')}</TableCell>
                <TableCell>{translate('devtools.log.event')}</TableCell>
                <TableCell>{translate('devtools.log.status')}</TableCell>
                <TableCell align="right">{translate('devtools.log.latency')}</TableCell>
                <TableCell>{translate('devtools.log.response')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(row.createdAt, language)}
                  </TableCell>
                  <TableCell>{row.event}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={row.outcome === 'ok' ? 'success' : 'error'}
                      label={row.httpStatus ?? translate(`devtools.outcome.${row.outcome}`)}
                      title={row.message}
                    />
                    <Typography variant="caption" component="div" color="text.secondary">
                      {row.message}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{row.latencyMs} ms</TableCell>
                  <TableCell
                    sx={{ fontFamily: 'monospace', maxWidth: 280, overflowWrap: 'anywhere' }}
                  >
                    {row.responseExcerpt.slice(0, 200)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
