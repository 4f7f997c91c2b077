import { getNotice, listNotices } from '../../../contract/notices';
import { defineResource } from '../define';

/** Platform notices (/notice), unread first to the eye; a row opens /notice/detail. */
export const notices = defineResource({
  name: 'notice',
  api: { list: listNotices, one: getNotice },
  recordRepresentation: 'title',
  views: { list: () => import('./NoticeList') },
  fields: [
    { source: 'unread', kind: 'boolean', filter: true, show: false },
    { source: 'title', kind: 'text', list: true },
    { source: 'read', kind: 'boolean', list: true },
    { source: 'publishedAt', kind: 'datetime', list: true },
  ],
});
