import type { FastifyInstance } from 'fastify';
import {
  staffNoticeList,
  staffNoticePreview,
  staffNoticePublish,
  staffNoticeWithdraw,
} from '../../../contract/staffOperations';
import { isoTime } from '../../lib/isoTime';
import { listPage } from '../../http/listPage';
import type { NoticesTable } from '../../db/schema';
import { previewNotice, publishNotice, withdrawNotice } from '../notices/publish';
import { staffActorOf } from '../auditLog/staffAudit';
import { staffRoute } from './staffRoute';

/** Platform notices (admin): preview, publish, the list, withdraw. */
export default async function staffNoticeRoutes(app: FastifyInstance) {
  const { db } = app;

  staffRoute(app, staffNoticePreview, async ({ body }) => previewNotice(body));

  staffRoute(app, staffNoticePublish, async ({ body, staff, request }) => {
    const notice = await publishNotice(
      db,
      body,
      Date.now(),
      staffActorOf(request, staff.staffUserId),
    );
    return { id: notice.id, title: notice.title, publishedAt: notice.publishedAt };
  });

  staffRoute(app, staffNoticeList, async ({ query }) => {
    const page = await listPage<NoticesTable>(
      db,
      db.kysely.selectFrom('notices'),
      query,
      'published_at',
    );
    return {
      total: page.total,
      list: page.rows.map((row) => ({
        id: row.id,
        title: row.title_en,
        titleZh: row.title_zh,
        content: row.content_en,
        contentZh: row.content_zh,
        publishedAt: isoTime(Number(row.published_at)),
      })),
    };
  });

  staffRoute(app, staffNoticeWithdraw, ({ params, staff, request }) =>
    withdrawNotice(db, staffActorOf(request, staff.staffUserId), params.id),
  );
}
