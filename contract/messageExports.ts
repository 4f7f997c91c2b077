import { z } from 'zod';
import { defineCall } from './call';
import { idParams, isoDateTime } from './list';
import { messageListQuery } from './messageLogs';
import { exportFormat } from './orderExport';
import { onFirstUse } from './onFirstUse';

/** Most messages one export holds; a larger selection is refused (narrow the filters). */
export const MAX_MESSAGE_EXPORT_ROWS = 1_000_000;
/** How long a built file stays downloadable. */
export const MESSAGE_EXPORT_KEPT_MS = 86_400_000;

export const messageExportState = onFirstUse(() =>
  z.enum(['queued', 'running', 'ready', 'failed']),
);
export type MessageExportState = z.infer<typeof messageExportState>;

/** An export being built or ready: its progress and, once ready, its file's name and size. */
export const messageExport = onFirstUse(() =>
  z.object({
    id: z.string(),
    format: exportFormat,
    state: messageExportState,
    /** Messages that matched when it was asked for: what `rowsDone` counts towards. */
    rowsTotal: z.number().int(),
    rowsDone: z.number().int(),
    fileName: z.string(),
    /** The file's size in bytes, once ready. */
    bytes: z.number().int().nullable(),
    createdAt: isoDateTime,
    /** After this the file is gone. */
    expiresAt: isoDateTime,
  }),
);
export type MessageExport = z.infer<typeof messageExport>;

/**
 * What to export: the list's range and filters (its default range, the last 24 hours, ends
 * when the export is asked for) and the file's format.
 */
export const messageExportBody = onFirstUse(() =>
  messageListQuery.omit({ pageSize: true, cursor: true, sort: true }).extend({
    format: exportFormat,
  }),
);
export type MessageExportBody = z.infer<typeof messageExportBody>;

/** Starts building the file of a filtered range of messages, as a job. */
export const startMessageExport = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/messages/exports',
    body: messageExportBody,
    response: messageExport,
  }),
);

/** An export's progress; only the account that asked for it sees it. */
export const getMessageExport = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/messages/exports/:id',
    params: idParams,
    response: messageExport,
  }),
);

/** A ready export's file (a file answer, not an envelope). */
export const downloadMessageExport = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/messages/exports/:id/file',
    params: idParams,
    response: z.unknown(),
  }),
);
