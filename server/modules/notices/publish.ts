import type { Db } from '../../db/connect';
import { badRequest, notFound } from '../../errors';
import { newId } from '../../lib/ids';
import { isoTime } from '../../lib/isoTime';
import { staffAudit, type StaffActor } from '../auditLog/staffAudit';
import { sanitizeNotice } from './sanitize';

export interface NoticeDraft {
  title: string;
  content: string;
  titleZh?: string;
  contentZh?: string;
}

const TITLE_MAX = 200;

/**
 * A draft as it would be published: the HTML cut to the allow-list, so what is stored is
 * already safe; a title, and content that is not empty once sanitised, are required (in
 * Chinese too when a Chinese version is given). Otherwise 400 with the field.
 */
export function checkedNotice(draft: NoticeDraft) {
  const title = draft.title.trim();
  const titleZh = draft.titleZh?.trim() || null;
  const content = sanitizeNotice(draft.content);
  const contentZh = draft.contentZh === undefined ? null : sanitizeNotice(draft.contentZh);
  if (!title || title.length > TITLE_MAX || (titleZh && titleZh.length > TITLE_MAX))
    throw badRequest('errors.invalidRequest', { title: 'validation.required' });
  if (!content) throw badRequest('errors.invalidRequest', { content: 'validation.required' });
  if ((titleZh === null) !== (contentZh === null) || contentZh === '')
    throw badRequest('errors.invalidRequest', { contentZh: 'validation.required' });
  return { title, titleZh, content, contentZh };
}

/**
 * What each language's readers would see, nothing stored: Chinese readers get the English
 * version when there is no Chinese one, as the notice list does.
 */
export function previewNotice(draft: NoticeDraft) {
  const notice = checkedNotice(draft);
  return {
    en_US: { title: notice.title, content: notice.content },
    zh_CN: {
      title: notice.titleZh ?? notice.title,
      content: notice.contentZh ?? notice.content,
    },
  };
}

/**
 * Publishes a platform notice to every account (see checkedNotice). With an actor (a staff
 * user, or the operator command) the staff audit log keeps it.
 */
export async function publishNotice(
  db: Db,
  draft: NoticeDraft,
  now = Date.now(),
  actor?: StaffActor,
) {
  const { title, titleZh, content, contentZh } = checkedNotice(draft);
  const id = newId(now);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('notices')
      .values({
        id,
        title_en: title,
        title_zh: titleZh,
        content_en: content,
        content_zh: contentZh,
        published_at: now,
      })
      .execute();
    if (actor)
      await staffAudit(trx, actor, { action: 'notice.publish', target: id, after: { title } });
  });
  return { id, title, content, publishedAt: isoTime(now) };
}

/**
 * Takes a notice back from every account (its read marks go with it); the staff audit log
 * keeps what it said. Unknown id: 404.
 */
export async function withdrawNotice(db: Db, actor: StaffActor, id: string) {
  await db.kysely.transaction().execute(async (trx) => {
    const notice = await trx
      .selectFrom('notices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!notice) throw notFound();
    await trx.deleteFrom('notice_reads').where('notice_id', '=', id).execute();
    await trx.deleteFrom('notices').where('id', '=', id).execute();
    await staffAudit(trx, actor, { action: 'notice.withdraw', target: id, before: notice });
  });
  return { withdrawn: true as const };
}
