import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { DataTable, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { staffJobCancel, staffJobRetry, type StaffJob } from '../../../contract/staffOperations';
import type { ResourceDefinition } from '../../resources/define';
import ResourceList from '../../resources/views/ResourceList';
import { call } from '../stack';

/** A job opened: its whole error and its payload. */
function JobDetail() {
  const t = useTranslate();
  const job = useRecordContext<StaffJob>();
  if (!job) return null;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      <Typography variant="subtitle2">{t('resources.jobs.fields.lastError')}</Typography>
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}>
        {job.lastError ?? '—'}
      </Box>
      <Typography variant="subtitle2">{t('staffConsole.jobs.payload')}</Typography>
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}>
        {job.payload}
      </Box>
    </Stack>
  );
}

/** Retry a failed job, cancel one not running. */
function JobActions() {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const job = useRecordContext<StaffJob>();
  if (!job) return null;
  const run = async (retry: boolean) => {
    await call(retry ? staffJobRetry : staffJobCancel, { params: { id: job.id } });
    notify(retry ? 'staffConsole.jobs.retried' : 'staffConsole.jobs.cancelled', {
      type: 'success',
    });
    refresh();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {job.state === 'failed' && (
        <Button size="small" onClick={() => void run(true).catch(() => undefined)}>
          {t('staffConsole.jobs.retry')}
        </Button>
      )}
      {job.state !== 'running' && (
        <Button size="small" color="error" onClick={() => void run(false).catch(() => undefined)}>
          {t('staffConsole.jobs.cancel')}
        </Button>
      )}
    </Stack>
  );
}

/** The job queue by state and kind; a row opens to its error and payload. */
export default function JobList({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceList def={def} actions={false} rowClick="expand" expand={<JobDetail />}>
      <DataTable.Col label="staffConsole.jobs.actions" align="right">
        <JobActions />
      </DataTable.Col>
    </ResourceList>
  );
}
