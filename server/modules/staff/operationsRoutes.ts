import type { FastifyInstance } from 'fastify';
import {
  staffAuditExport,
  staffAuditLog,
  staffCallbackEnable,
  staffDisabledCallbacks,
  staffJobCancel,
  staffJobList,
  staffJobRetry,
  type StaffAuditEntry,
} from '../../../contract/staffOperations';
import { translate } from '../../i18n';
import { tableFile, type Cell } from '../../http/tableFile';
import { inZone, zoneLabel } from '../../lib/timeZone';
import { staffActorOf } from '../auditLog/staffAudit';
import {
  cancelJobOrThrow,
  disabledCallbacks,
  enableCallbackForAccount,
  filteredStaffAudit,
  listJobs,
  listStaffAudit,
  retryJobOrThrow,
  toStaffAuditEntry,
} from './operations';
import { staffDownloadRoute, staffRoute } from './staffRoute';

const BATCH = 2000;
/** Most entries one export holds; narrow the dates for more. */
const MAX_EXPORT_ROWS = 100_000;

const EXPORT_FIELDS = [
  'createdAt',
  'staffEmail',
  'action',
  'accountId',
  'target',
  'before',
  'after',
  'ip',
] as const satisfies readonly (keyof StaffAuditEntry)[];

/** Jobs, disabled callback addresses and the staff audit log (admin). */
export default async function staffOperationsRoutes(app: FastifyInstance) {
  const { db } = app;

  staffRoute(app, staffJobList, ({ query }) => listJobs(db, query));
  staffRoute(app, staffJobRetry, ({ params, staff, request }) =>
    retryJobOrThrow(db, staffActorOf(request, staff.staffUserId), params.id),
  );
  staffRoute(app, staffJobCancel, ({ params, staff, request }) =>
    cancelJobOrThrow(db, staffActorOf(request, staff.staffUserId), params.id),
  );

  staffRoute(app, staffDisabledCallbacks, ({ query }) => disabledCallbacks(db, query));
  staffRoute(app, staffCallbackEnable, ({ params, staff, request }) =>
    enableCallbackForAccount(db, staffActorOf(request, staff.staffUserId), params.id),
  );

  staffRoute(app, staffAuditLog, ({ query }) => listStaffAudit(db, query));
  staffDownloadRoute(app, staffAuditExport, async ({ query, language, timeZone }) => {
    const { format, ...filters } = query;
    const cellOf = (entry: StaffAuditEntry, field: (typeof EXPORT_FIELDS)[number]): Cell => {
      if (field === 'createdAt') return inZone(entry.createdAt, timeZone);
      if (field === 'before' || field === 'after')
        return entry[field] === null ? '' : JSON.stringify(entry[field]);
      return entry[field];
    };
    const rows = async function* () {
      for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += BATCH) {
        const batch = await filteredStaffAudit(db, filters)
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc')
          .limit(BATCH)
          .offset(offset)
          .execute();
        for (const row of batch) {
          const entry = toStaffAuditEntry(row);
          yield EXPORT_FIELDS.map((field) => cellOf(entry, field));
        }
        if (batch.length < BATCH) return;
      }
    };
    return tableFile(
      format,
      `staff-audit-log-${new Date().toISOString().slice(0, 10)}`,
      EXPORT_FIELDS.map((field) => {
        const label = translate(language, `staff.auditLog.${field}`);
        return { header: field === 'createdAt' ? `${label} (${zoneLabel(timeZone)})` : label };
      }),
      rows(),
    );
  });
}
