import { sql } from 'kysely';
import {
  fromMicros,
  PRICING_COLUMNS,
  priceUnit,
  productCategory,
  type CatalogueProduct,
  type Language,
  type PricingTab,
} from '../../../contract';
import type { Db } from '../../db/connect';
import { likeText } from '../../db/like';
import type { AuthContext } from '../../http/types';
import { isoTime } from '../../lib/isoTime';
import { docLink } from './docLink';
import { effectivePrices } from './prices';

export interface CatalogueFilter {
  name?: string;
  state?: 'activated' | 'unactivated';
  key?: string;
}

/** The pricing tab that lists a product's per-country prices. */
const tabOf = (productKey: string): PricingTab | null => {
  const tabs = Object.keys(PRICING_COLUMNS) as PricingTab[];
  return (
    tabs.find((tab) => PRICING_COLUMNS[tab].some((column) => column.product === productKey)) ?? null
  );
};

/**
 * The catalogue as the caller sees it: a product is activated when the main account activated
 * it and, for a sub-account, when the sub-account is also authorized for it (like actlist).
 * Its price is the flat one, or the lowest of its per-country prices that is not free.
 */
export async function findCatalogue(
  db: Db,
  auth: AuthContext,
  language: Language,
  docsBaseUrl: string,
  filter: CatalogueFilter = {},
): Promise<CatalogueProduct[]> {
  let query = db.kysely
    .selectFrom('products as p')
    .leftJoin('account_products as ap', (join) =>
      join.onRef('ap.product_key', '=', 'p.key').on('ap.account_id', '=', auth.mainId),
    )
    .leftJoin('sub_account_products as sap', (join) =>
      join.onRef('sap.product_key', '=', 'p.key').on('sap.account_id', '=', auth.accountId),
    )
    .select((eb) => [
      'p.key',
      'p.id',
      'p.category',
      'p.name_en',
      'p.name_zh',
      'p.intro_en',
      'p.intro_zh',
      'p.doc_url',
      'p.price_micros',
      'p.price_unit',
      'ap.activated_at',
      'sap.product_key as authorized',
      eb
        .selectFrom(effectivePrices(db.kysely, Date.now()).as('pp'))
        .select((inner) => inner.fn.min('pp.price_micros').as('low'))
        .whereRef('pp.product_key', '=', 'p.key')
        // free items (WhatsApp service replies) are not what a product costs "from"
        .where('pp.price_micros', '>', 0)
        .as('lowest_micros'),
    ]);
  if (filter.key) query = query.where('p.key', '=', filter.key);
  if (filter.name) {
    const name = filter.name;
    query = query.where((eb) =>
      eb.or([likeText('p.name_en', name, 'contains'), likeText('p.name_zh', name, 'contains')]),
    );
  }
  if (filter.state) {
    const activated = auth.isMain
      ? sql<boolean>`ap.activated_at is not null`
      : sql<boolean>`(ap.activated_at is not null and sap.product_key is not null)`;
    query = query.where(filter.state === 'activated' ? activated : sql<boolean>`not ${activated}`);
  }
  const rows = await query.orderBy('p.sort').execute();
  const zh = language === 'zh_CN';
  return rows.map((row) => {
    const activated = row.activated_at !== null && (auth.isMain || row.authorized !== null);
    const price =
      row.price_micros ?? (row.lowest_micros === null ? null : Number(row.lowest_micros));
    return {
      id: row.id,
      key: row.key,
      category: productCategory.parse(row.category),
      name: zh ? row.name_zh : row.name_en,
      introduction: zh ? row.intro_zh : row.intro_en,
      docUrl: docLink(docsBaseUrl, row.doc_url),
      state: activated ? 'activated' : 'unactivated',
      activatedAt: activated && row.activated_at ? isoTime(row.activated_at) : null,
      priceFrom: price === null ? null : fromMicros(price),
      priceUnit: priceUnit.parse(row.price_unit),
      pricingTab: tabOf(row.key),
    };
  });
}

/** Activates a product for a main account; a second activation keeps the first date. */
export async function activate(db: Db, mainId: string, productKey: string, now = Date.now()) {
  await db.kysely
    .insertInto('account_products')
    .values({ account_id: mainId, product_key: productKey, activated_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'product_key']).doNothing())
    .execute();
}
