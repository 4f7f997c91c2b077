import { noticesResource } from '../../../contract/notices';
import { defineResource } from '../define';

/** The console's side of the declaration: the screens it adds. */
export const notices = defineResource({
  ...noticesResource,
  views: { list: () => import('./NoticeList') },
});
