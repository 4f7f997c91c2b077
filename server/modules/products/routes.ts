import type { FastifyInstance } from 'fastify';
import { activatedProducts, productCategory, productConfig } from '../../../contract';
import { route } from '../../lib/route';

/** The product catalogue and the products the caller's account has activated. */
export default async function productRoutes(app: FastifyInstance) {
  route(app, activatedProducts, async ({ auth }) => {
    let query = app.db.kysely
      .selectFrom('account_products')
      .select('product_key')
      .where('account_id', '=', auth.mainId);
    // A sub-account has only the activated products it was authorized for.
    if (!auth.isMain)
      query = query.where('product_key', 'in', (eb) =>
        eb
          .selectFrom('sub_account_products')
          .select('product_key')
          .where('account_id', '=', auth.accountId),
      );
    const rows = await query.orderBy('activated_at').execute();
    return { activity_product_list: rows.map((row) => row.product_key) };
  });

  route(app, productConfig, async ({ language }) => {
    const rows = await app.db.kysely.selectFrom('products').selectAll().orderBy('sort').execute();
    const zh = language === 'zh_CN';
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      category: productCategory.parse(row.category),
      name: zh ? row.name_zh : row.name_en,
      introduction: zh ? row.intro_zh : row.intro_en,
      docUrl: row.doc_url,
    }));
  });
}
