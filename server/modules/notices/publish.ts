import type { Db } from '../../db/connect';
import { badRequest } from '../../errors';
import { newId } from '../../lib/ids';
import { sanitizeNotice } from './sanitize';

export interface NoticeDraft {
  title: string;
  content: string;
  titleZh?: string;
  contentZh?: string;
}

const TITLE_MAX = 200;

/**
 * Publishes a platform notice to every account. The HTML is cut to the allow-list here, so
 * what is stored is already safe; a title, and content that is not empty once sanitised,
 * are required (in Chinese too when a Chinese version is given).
 */
export async function publishNotice(db: Db, draft: NoticeDraft, now = Date.now()) {
  const title = draft.title.trim();
  const titleZh = draft.titleZh?.trim() || null;
  const content = sanitizeNotice(draft.content);
  const contentZh = draft.contentZh === undefined ? null : sanitizeNotice(draft.contentZh);
  if (!title || title.length > TITLE_MAX || (titleZh && titleZh.length > TITLE_MAX))
    throw badRequest('errors.invalidRequest', { title: 'validation.required' });
  if (!content) throw badRequest('errors.invalidRequest', { content: 'validation.required' });
  if ((titleZh === null) !== (contentZh === null) || contentZh === '')
    throw badRequest('errors.invalidRequest', { contentZh: 'validation.required' });
  const id = newId(now);
  await db.kysely
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
  return { id, title, content };
}
