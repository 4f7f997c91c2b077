import type { FastifyInstance } from 'fastify';
import { auditLog, exportAuditLog, type AuditEntry } from '../../../contract/auditLog';
import { downloadRoute } from '../../http/downloadRoute';
import { messagesOf } from '../../lib/consoleMessages';
import { resourceRoutes } from '../../http/resourceRoutes';
import { tableFile, type Cell } from '../../http/tableFile';
import { inZone, zoneLabel } from '../../lib/timeZone';
import { filteredEntries, listEntries, oneEntry, toAuditEntry } from './repo';
import type { AuditLogTable } from './table';

const BATCH = 2000;
/** Most entries one export holds: 13 months of a busy account fit. */
const MAX_EXPORT_ROWS = 100_000;

const FIELDS = [
  'createdAt',
  'actor',
  'action',
  'resource',
  'resourceId',
  'ip',
  'userAgent',
  'before',
  'after',
] as const satisfies readonly (keyof AuditEntry)[];

/** The audit log: list and one entry as declared, and the filtered list as a file. */
export default async function auditLogRoutes(app: FastifyInstance) {
  resourceRoutes(app, auditLog, {
    list: async ({ auth, query }) => listEntries(app.db, auth.mainId, query),
    one: async ({ auth, params }) => oneEntry(app.db, auth.mainId, params.id),
  });

  downloadRoute(
    app,
    exportAuditLog,
    async ({ auth, query, language, timeZone }) => {
      const { format, ...filters } = query;
      const messages = messagesOf(language);
      const labels = messages.resources['account/audit-log'].fields;
      const cellOf = (entry: AuditEntry, field: (typeof FIELDS)[number]): Cell => {
        switch (field) {
          case 'createdAt':
            return inZone(entry.createdAt, timeZone);
          case 'action':
            return messages.enums.auditAction[entry.action];
          case 'resource':
            return messages.enums.auditResource[entry.resource];
          case 'before':
          case 'after':
            return entry[field] === null ? '' : JSON.stringify(entry[field]);
          default:
            return entry[field];
        }
      };
      const rows = async function* () {
        for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += BATCH) {
          const batch: AuditLogTable[] = await filteredEntries(app.db, auth.mainId, filters)
            .selectAll()
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(BATCH)
            .offset(offset)
            .execute();
          for (const row of batch) {
            const entry = toAuditEntry(row);
            yield FIELDS.map((field) => cellOf(entry, field));
          }
          if (batch.length < BATCH) return;
        }
      };
      return tableFile(
        format,
        `audit-log-${new Date().toISOString().slice(0, 10)}`,
        FIELDS.map((field) => ({
          header:
            field === 'createdAt' ? `${labels[field]} (${zoneLabel(timeZone)})` : labels[field],
        })),
        rows(),
      );
    },
    { permission: 'account' },
  );
}
