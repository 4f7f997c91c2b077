import {
  fromMicros,
  PRICING_COLUMNS,
  type CountryPrices,
  type Language,
  type PricingTab,
} from '../../../contract';
import type { Db } from '../../db/connect';
import { likeText } from '../../db/like';
import { effectivePrices } from './prices';

/**
 * One pricing tab, at the prices in effect now: a row per country with the tab's price columns, countries matched by
 * name (either language), ISO code or calling code, ordered by name in the caller's language.
 */
export async function findPricing(
  db: Db,
  tab: PricingTab,
  language: Language,
  country?: string,
): Promise<{ columns: string[]; list: CountryPrices[] }> {
  const columns = PRICING_COLUMNS[tab];
  const nameColumn = language === 'zh_CN' ? 'c.name_zh' : 'c.name_en';
  let query = db.kysely
    .selectFrom('countries as c')
    .innerJoin(effectivePrices(db.kysely, Date.now()).as('pp'), 'pp.country_code', 'c.code')
    .select(['c.code', 'c.dial_code', 'c.name_en', 'c.name_zh', 'pp.product_key'])
    .select(['pp.message_type', 'pp.price_micros'])
    .where((eb) =>
      eb.or(
        columns.map((column) =>
          eb.and([
            eb('pp.product_key', '=', column.product),
            eb('pp.message_type', '=', column.messageType),
          ]),
        ),
      ),
    );
  if (country) {
    const dial = country.replace(/^\+/, '');
    query = query.where((eb) =>
      eb.or([
        likeText('c.name_en', country, 'contains'),
        likeText('c.name_zh', country, 'contains'),
        eb('c.code', '=', country.toUpperCase()),
        ...(/^\d+$/.test(dial) ? [eb('c.dial_code', '=', dial)] : []),
      ]),
    );
  }
  const rows = await query.orderBy(nameColumn).orderBy('c.code').execute();

  const byCountry = new Map<string, CountryPrices>();
  for (const row of rows) {
    let entry = byCountry.get(row.code);
    if (!entry) {
      entry = {
        countryCode: row.code,
        country: language === 'zh_CN' ? row.name_zh : row.name_en,
        dialCode: row.dial_code,
        prices: Object.fromEntries(columns.map((column) => [column.key, null])),
      };
      byCountry.set(row.code, entry);
    }
    const column = columns.find(
      (c) => c.product === row.product_key && c.messageType === row.message_type,
    );
    if (column) entry.prices[column.key] = fromMicros(Number(row.price_micros), 4);
  }
  return { columns: columns.map((column) => column.key), list: [...byCountry.values()] };
}
