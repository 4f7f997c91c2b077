import { declareResource } from './resource';
import { z } from 'zod';
import { defineCall } from './call';
import { isoDateTime, listOf, listQuery, idParams } from './list';
import { onFirstUse } from './onFirstUse';

/** A platform notice as the list shows it; `read` is the caller's own state. */
export const noticeSummary = onFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    publishedAt: isoDateTime,
    read: z.boolean(),
  }),
);
export type NoticeSummary = z.infer<typeof noticeSummary>;

/** A notice with its body: HTML already sanitised by the server (the console does it again). */
export const notice = onFirstUse(() => noticeSummary.extend({ content: z.string() }));
export type Notice = z.infer<typeof notice>;

export const listNotices = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/notices',
    query: listQuery(['publishedAt'] as const, 'publishedAt').extend({
      unread: z.enum(['true', 'false']).optional(),
    }),
    response: listOf(noticeSummary),
  }),
);

export const unreadNoticeCount = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/notices/unread-count',
    response: z.object({ count: z.number().int().min(0) }),
  }),
);

/** One notice; opening it marks it read for the caller. */
export const getNotice = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/notices/:id',
    params: idParams,
    response: notice,
  }),
);

export const readAllNotices = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/notices/read-all',
    response: z.object({ marked: z.number().int().min(0) }),
  }),
);

/** Platform notices (/notice), unread first to the eye; a row opens /notice/detail. */
export const noticesResource = declareResource({
  name: 'notice',
  permission: null,
  api: { list: listNotices, one: getNotice },
  recordRepresentation: 'title',
  fields: [
    { source: 'unread', kind: 'boolean', filter: true, show: false },
    { source: 'title', kind: 'text', list: true },
    { source: 'read', kind: 'boolean', list: true },
    { source: 'publishedAt', kind: 'datetime', list: true },
  ],
});
