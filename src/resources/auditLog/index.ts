import { auditLog } from '../../../contract/auditLog';
import { defineResource } from '../define';

/** The audit log: the declared list, each entry opening to its before and after. */
export const auditLogResource = defineResource({
  ...auditLog,
  views: { list: () => import('./AuditLogList'), create: false },
});
