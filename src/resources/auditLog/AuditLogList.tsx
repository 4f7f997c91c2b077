import Typography from '@mui/material/Typography';
import { TopToolbar, useListContext, useTranslate } from 'react-admin';
import { AUDIT_RETENTION_MONTHS, exportAuditLog } from '../../../contract/auditLog';
import { DownloadButton } from '../../ui/DownloadButton';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';
import { ActorCell } from './ActorCell';
import { AuditDiff } from './AuditDiff';

/** Exports what the list shows: the same filters, as CSV. */
function ExportButton() {
  const { filterValues } = useListContext();
  return (
    <DownloadButton
      call={exportAuditLog}
      fallbackName="audit-log.csv"
      options={{ query: { ...filterValues, format: 'csv' } }}
      label="auditLog.export"
      variant="outlined"
    />
  );
}

/** /account/audit-log: who changed what, each row opening to its before and after. */
export default function AuditLogList({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  return (
    <ResourceList
      def={def}
      rowClick="expand"
      expand={<AuditDiff />}
      emptyAction={false}
      cells={{ actor: <ActorCell /> }}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
      header={
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {translate('auditLog.kept', { months: AUDIT_RETENTION_MONTHS })}
        </Typography>
      }
    />
  );
}
