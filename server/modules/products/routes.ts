import type { FastifyInstance } from 'fastify';
import {
  API_DOCS_PATH,
  activatedProducts,
  activateProduct,
  getPricing,
  listCatalogue,
  productCategory,
  productConfig,
  serviceTeam,
  spendByProduct,
} from '../../../contract';
import { notFound } from '../../errors';
import { route } from '../../http/route';
import { activate, findCatalogue } from './catalogue';
import { findPricing } from './pricing';
import { docLink } from './docLink';
import { spendOf } from './spend';

/** The product catalogue, activation, the activated products, pricing and the service team. */
export default async function productRoutes(app: FastifyInstance) {
  const { docsBaseUrl } = app.config;

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
      docUrl: docLink(docsBaseUrl, row.doc_url),
    }));
  });

  route(app, listCatalogue, async ({ auth, language, query }) => {
    const list = await findCatalogue(app.db, auth, language, docsBaseUrl, query);
    return { list, total: list.length };
  });

  // Sub-accounts get products through their authorization, never by activating them.
  route(
    app,
    activateProduct,
    async ({ auth, language, params }) => {
      const known = await app.db.kysely
        .selectFrom('products')
        .select('key')
        .where('key', '=', params.key)
        .executeTakeFirst();
      if (!known) throw notFound();
      await activate(app.db, auth.mainId, params.key);
      const [product] = await findCatalogue(app.db, auth, language, docsBaseUrl, {
        key: params.key,
      });
      return product;
    },
    { mainOnly: true },
  );

  route(app, getPricing, async ({ language, params, query }) => {
    const pricing = await findPricing(app.db, params.tab, language, query.country);
    return { ...pricing, total: pricing.list.length };
  });

  // What was spent is billing information: the bill group, like bills themselves.
  route(app, spendByProduct, async ({ auth, language }) => spendOf(app.db, auth, language), {
    permission: 'bill',
  });

  route(app, serviceTeam, async () => ({
    ...app.config.serviceTeam,
    docsUrl: docsBaseUrl || API_DOCS_PATH,
  }));
}
