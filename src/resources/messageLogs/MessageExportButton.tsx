import { useEffect, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import {
  downloadMessageExport,
  getMessageExport,
  MAX_MESSAGE_EXPORT_ROWS,
  startMessageExport,
  type MessageExport,
} from '../../../contract/messageExports';
import type { ExportFormat } from '../../../contract/orderExport';
import { call } from '../../dataProvider';
import { toListQuery } from '../../dataProvider/listParams';
import { DownloadButton } from '../../ui/DownloadButton';
import { useCall } from '../../ui/useCall';
import { formatNumber } from '../../utils/number';

/** How often the dialog asks how far the export has got. */
const POLL_MS = 1000;

/** An export's progress, asked again until its file is ready or it failed. */
function ExportProgress({ started }: { started: MessageExport }) {
  const translate = useTranslate();
  const t = (key: string, values?: object) => translate(`messageLogs.export.${key}`, values);
  const { data, reload } = useCall(getMessageExport, { params: { id: started.id } });
  const current = data ?? started;
  const finished = current.state === 'ready' || current.state === 'failed';
  useEffect(() => {
    if (finished) return undefined;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [finished, reload, current]);
  if (current.state === 'failed') return <Alert severity="error">{t('states.failed')}</Alert>;
  const percent = current.rowsTotal === 0 ? 100 : (current.rowsDone / current.rowsTotal) * 100;
  return (
    <Stack spacing={1} data-testid="message-export-progress">
      <Typography sx={{ fontWeight: 600 }}>{t(`states.${current.state}`)}</Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        aria-label={t(`states.${current.state}`)}
      />
      <Typography variant="body2" color="text.secondary">
        {t('progress', {
          done: formatNumber(current.rowsDone),
          total: formatNumber(current.rowsTotal),
        })}
      </Typography>
      {current.state === 'ready' && (
        <div>
          <DownloadButton
            call={downloadMessageExport}
            fallbackName={current.fileName}
            options={{ params: { id: current.id } }}
            label="messageLogs.export.download"
            variant="contained"
          />
        </div>
      )}
    </Stack>
  );
}

/**
 * Exports the list as filtered on screen: the person picks CSV or XLSX, a job builds the file
 * while the dialog shows its progress, and the file downloads once it is ready.
 */
export function MessageExportButton() {
  const translate = useTranslate();
  const t = (key: string, values?: object) => translate(`messageLogs.export.${key}`, values);
  // a list paged by cursor has rows rather than a total to tell it is empty
  const { filterValues, sort, data } = useListContext();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<MessageExport | null>(null);
  const start = async () => {
    setBusy(true);
    try {
      const {
        page: _page,
        pageSize: _size,
        sort: _sort,
        ...query
      } = toListQuery({ filter: filterValues, sort }, ['createdAt']);
      setStarted(await call(startMessageExport, { body: { ...query, format } }));
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setOpen(false);
    setStarted(null);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={!data?.length}
        onClick={() => setOpen(true)}
      >
        {t('open')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">
              {t('intro', { max: formatNumber(MAX_MESSAGE_EXPORT_ROWS) })}
            </Typography>
            {started ? (
              <ExportProgress started={started} />
            ) : (
              <RadioGroup
                aria-label={t('title')}
                value={format}
                onChange={(event) => setFormat(event.target.value as ExportFormat)}
              >
                <FormControlLabel value="csv" control={<Radio />} label={t('csv')} />
                <FormControlLabel value="xlsx" control={<Radio />} label={t('xlsx')} />
              </RadioGroup>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('close')}</Button>
          {!started && (
            <Button variant="contained" disabled={busy} onClick={() => void start()}>
              {t('start')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
