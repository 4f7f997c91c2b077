import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useNotify, useTranslate } from 'react-admin';
import { replayDelivery } from '../../../contract/callbackEvents';
import type { Callback, CallbackDeliverySummary } from '../../../contract/callbacks';
import { call } from '../../dataProvider';
import { DeliveryDetail } from './DeliveryDetail';
import { eventLabelKey } from './EventChips';

const COLUMNS = 6;

/** One attempt: its outcome in a line, what was sent and answered when opened, a replay. */
export function DeliveryRow({
  record,
  row,
  time,
  nextAttempt,
}: {
  record: Callback;
  row: CallbackDeliverySummary;
  /** The attempt's time, formatted in the person's language. */
  time: string;
  /** When the event is tried again after this failed attempt, formatted; '' when it is not. */
  nextAttempt: string;
}) {
  const translate = useTranslate();
  const t = (key: string, values?: object) => translate(`devtools.log.${key}`, values);
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const attemptLabel = !row.replay
    ? t('attempt', { attempt: row.attempt })
    : row.attempt === 1
      ? t('replayFirst')
      : t('replayAttempt', { attempt: row.attempt });

  const replay = async () => {
    setBusy(true);
    try {
      await call(replayDelivery, { params: { id: record.id, deliveryId: row.id } });
      notify('devtools.log.replayed', { type: 'success' });
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{time}</TableCell>
        <TableCell>
          {translate(eventLabelKey(row.event), { _: row.event })}
          {row.eventId && (
            <Typography variant="caption" component="div" color="text.secondary">
              {attemptLabel}
            </Typography>
          )}
          {nextAttempt && (
            <Typography variant="caption" component="div" color="warning.main">
              {t('nextAttempt', { time: nextAttempt })}
            </Typography>
          )}
        </TableCell>
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
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {row.latencyMs} ms
        </TableCell>
        <TableCell sx={{ fontFamily: 'monospace', maxWidth: 240, overflowWrap: 'anywhere' }}>
          {row.responsePreview}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {row.eventId && (
            <Button
              size="small"
              disabled={busy || record.status !== 'active'}
              onClick={replay}
              aria-label={t('replayNamed', { time })}
            >
              {t('replay')}
            </Button>
          )}
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={t('detailsNamed', { time })}
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0 }}>
          {/* a phone scrolls the table sideways: the detail stays in view, as wide as the screen
              less the dialog's 24 px and the cell's 16 px padding on each side */}
          <Collapse
            in={open}
            unmountOnExit
            sx={{ position: 'sticky', left: 0, maxWidth: 'calc(100vw - 80px)' }}
          >
            <DeliveryDetail callbackId={record.id} deliveryId={row.id} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
