import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TopToolbar, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { staffAuditExport, type StaffAuditEntry } from '../../../contract/staffOperations';
import type { ResourceDefinition } from '../../resources/define';
import ResourceList from '../../resources/views/ResourceList';
import { download } from '../stack';

/** Exports what the list shows: the same filters, as CSV (a refusal has had its toast). */
function ExportButton() {
  const t = useTranslate();
  const { filterValues } = useListContext();
  const save = () =>
    download(staffAuditExport, 'staff-audit-log.csv', {
      query: { ...filterValues, format: 'csv' },
    }).catch(() => undefined);
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void save()}
    >
      {t('staffConsole.audit.export')}
    </Button>
  );
}

const json = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 2));

/** An entry opened: its before and after. */
function BeforeAfter() {
  const t = useTranslate();
  const entry = useRecordContext<StaffAuditEntry>();
  if (!entry) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 1 }}>
      {(['before', 'after'] as const).map((side) => (
        <Box key={side} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">{t(`staffConsole.audit.${side}`)}</Typography>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}>
            {json(entry[side])}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** Every staff write, newest first, filtered and exportable; a row opens to its change. */
export default function StaffAuditList({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceList
      def={def}
      rowClick="expand"
      expand={<BeforeAfter />}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
    />
  );
}
