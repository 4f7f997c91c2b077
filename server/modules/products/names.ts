import type { Language } from '../../../contract';
import type { Db } from '../../db/connect';

/** Every product's name in a language, by key: files and staff screens name products, not keys. */
export async function productNames(db: Db, language: Language) {
  const rows = await db.kysely
    .selectFrom('products')
    .select(['key', 'name_en', 'name_zh'])
    .execute();
  return new Map(rows.map((p) => [p.key, language === 'zh_CN' ? p.name_zh : p.name_en]));
}
