import type { FastifyInstance } from 'fastify';
import { getNotice, listNotices, readAllNotices, unreadNoticeCount } from '../../../contract';
import { notFound } from '../../errors';
import { route } from '../../http/route';
import { countUnread, findNotices, markAllRead, openNotice } from './repo';

/** Platform notices for every signed-in account, with the caller's own read state. */
export default async function noticeRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, listNotices, async ({ auth, query, language }) =>
    findNotices(db, auth.accountId, language, { ...query, unread: query.unread === 'true' }),
  );

  route(app, unreadNoticeCount, async ({ auth }) => ({
    count: await countUnread(db, auth.accountId),
  }));

  route(app, getNotice, async ({ auth, params, language }) => {
    const found = await openNotice(db, auth.accountId, language, params.id);
    if (!found) throw notFound();
    return found;
  });

  route(app, readAllNotices, async ({ auth }) => ({
    marked: await markAllRead(db, auth.accountId),
  }));
}
