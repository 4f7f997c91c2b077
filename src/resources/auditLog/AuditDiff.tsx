import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { SECRET_CHANGED, type AuditEntry, type AuditResource } from '../../../contract/auditLog';

/** Where each resource's field labels are (`resources.<name>.fields`). */
const FIELD_LABELS: Partial<Record<AuditResource, string>> = {
  apiKey: 'api-key',
  callback: 'api-key/callback-setting',
  role: 'users/roles',
  subAccount: 'users/accounts',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An entry's fields before and after, only those that differ, as a person reads them. */
export function AuditDiff() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  // a secret reads "changed" on both sides: it is shown whenever it was set
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => after[field] === SECRET_CHANGED || !same(before[field], after[field]),
  );
  if (fields.length === 0)
    return <Typography sx={{ py: 1 }}>{translate('auditLog.noChanges')}</Typography>;

  const shown = (value: unknown) => {
    if (value === SECRET_CHANGED) return translate('auditLog.secret');
    if (value === null || value === undefined || value === '') return translate('auditLog.empty');
    if (Array.isArray(value)) return value.map(String).join(', ') || translate('auditLog.empty');
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const labels = FIELD_LABELS[entry.resource];
  return (
    <Table size="small" aria-label={translate('auditLog.changes')} sx={{ maxWidth: 900 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('auditLog.field')}</TableCell>
          <TableCell>{translate('resources.account/audit-log.fields.before')}</TableCell>
          <TableCell>{translate('resources.account/audit-log.fields.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field}>
            <TableCell>
              {labels ? translate(`resources.${labels}.fields.${field}`, { _: field }) : field}
            </TableCell>
            <TableCell sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
              {after[field] === SECRET_CHANGED
                ? '••••••'
                : entry.before
                  ? shown(before[field])
                  : translate('auditLog.empty')}
            </TableCell>
            <TableCell sx={{ color: 'success.main', overflowWrap: 'anywhere' }}>
              {entry.after ? shown(after[field]) : translate('auditLog.empty')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
