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

/** Fields whose values are codes, and where each resource's labels of them are. */
const VALUE_LABELS: Partial<Record<AuditResource, Record<string, (code: string) => string>>> = {
  apiKey: {
    type: (code) => `enums.apiKeyType.${code}`,
    status: (code) => `enums.apiKeyStatus.${code}`,
    access: (code) => `enums.apiKeyAccess.${code}`,
  },
  callback: {
    channel: (code) => `enums.apiKeyType.${code}`,
    status: (code) => `enums.callbackStatus.${code}`,
  },
  role: { permissions: (code) => `app.users.groups.${code}.title` },
  subAccount: { status: (code) => `enums.subAccountStatus.${code}` },
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

  const shown = (field: string, value: unknown) => {
    if (value === SECRET_CHANGED) return translate('auditLog.secret');
    if (value === null || value === undefined || value === '') return translate('auditLog.empty');
    const labelOf = VALUE_LABELS[entry.resource]?.[field];
    const text = (item: unknown) => {
      if (typeof item === 'object' && item !== null) return JSON.stringify(item);
      return labelOf ? translate(labelOf(String(item)), { _: String(item) }) : String(item);
    };
    if (Array.isArray(value)) return value.map(text).join(', ') || translate('auditLog.empty');
    return text(value);
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
                  ? shown(field, before[field])
                  : translate('auditLog.empty')}
            </TableCell>
            <TableCell sx={{ color: 'success.main', overflowWrap: 'anywhere' }}>
              {entry.after ? shown(field, after[field]) : translate('auditLog.empty')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
