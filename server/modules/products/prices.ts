import type { Kysely } from 'kysely';
import { Codes, fromMicros, type Language } from '../../../contract';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { newId } from '../../lib/ids';
import { isoTime } from '../../lib/isoTime';
import { staffAudit, type StaffActor } from '../auditLog/staffAudit';

/** The highest unit price staff or an operator may set, a guard against a misplaced point. */
export const MAX_PRICE_MICROS = 100_000_000;

/**
 * The prices in effect at `now`, as rows of `product_prices`: each product, country and
 * message type at its latest change in effect, else at the catalogue's price. Read as a
 * table (`.as('pp')`) by the pricing page and the catalogue's "from" prices.
 */
export function effectivePrices(db: Kysely<Database>, now: number) {
  const catalogue = db
    .selectFrom('product_prices as base')
    .select(['base.product_key', 'base.country_code', 'base.message_type', 'base.price_micros'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('product_price_changes as c')
            .select('c.id')
            .whereRef('c.product_key', '=', 'base.product_key')
            .whereRef('c.country_code', '=', 'base.country_code')
            .whereRef('c.message_type', '=', 'base.message_type')
            .where('c.effective_at', '<=', now),
        ),
      ),
    );
  const changed = db
    .selectFrom('product_price_changes as ch')
    .select(['ch.product_key', 'ch.country_code', 'ch.message_type', 'ch.price_micros'])
    .where('ch.effective_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('product_price_changes as later')
            .select('later.id')
            .whereRef('later.product_key', '=', 'ch.product_key')
            .whereRef('later.country_code', '=', 'ch.country_code')
            .whereRef('later.message_type', '=', 'ch.message_type')
            .where('later.effective_at', '<=', now)
            .where((eb) =>
              eb.or([
                eb('later.effective_at', '>', eb.ref('ch.effective_at')),
                eb.and([
                  eb('later.effective_at', '=', eb.ref('ch.effective_at')),
                  eb('later.id', '>', eb.ref('ch.id')),
                ]),
              ]),
            ),
        ),
      ),
    );
  return catalogue.unionAll(changed);
}

/** The listed price of a product, country and message type at `at`; null when none is. */
export async function listedPriceMicros(
  db: Kysely<Database>,
  key: { productKey: string; country: string; messageType: string },
  at: number,
): Promise<number | null> {
  const row = await db
    .selectFrom(effectivePrices(db, at).as('pp'))
    .select('pp.price_micros')
    .where('pp.product_key', '=', key.productKey)
    .where('pp.country_code', '=', key.country)
    .where('pp.message_type', '=', key.messageType)
    .executeTakeFirst();
  return row ? Number(row.price_micros) : null;
}

export interface PriceChange {
  productKey: string;
  countryCode: string;
  messageType: string;
  priceMicros: number;
  /** When it takes effect; now when left out. Never in the past. */
  effectiveAt?: number;
}

const refused = (key: string, field: string, values: Record<string, unknown> = {}) =>
  new AppError(Codes.invalidRequest, 400, key, { fields: { [field]: key }, values });

/**
 * Sets the price of a product, country and message type it is already priced by, now or from
 * a later time; `npm run ops -- price-set` and the staff console both call it. Written to the
 * staff audit log. A product not priced by country, an unknown type or country, a price above
 * the maximum or a time in the past: 400, nothing changed.
 */
export async function setPrice(db: Db, actor: StaffActor, input: PriceChange) {
  const now = Date.now();
  const effectiveAt = input.effectiveAt ?? now;
  const { productKey, messageType, priceMicros } = input;
  const countryCode = input.countryCode.toUpperCase();
  if (priceMicros > MAX_PRICE_MICROS) throw refused('staff.errors.priceMaximum', 'price');
  if (effectiveAt < now - 60_000) throw refused('staff.errors.effectivePast', 'effectiveAt');
  const known = await db.kysely
    .selectFrom('product_prices')
    .select('message_type')
    .distinct()
    .where('product_key', '=', productKey)
    .execute();
  const types = known.map((row) => row.message_type).sort();
  if (types.length === 0)
    throw refused('staff.errors.notPricedByCountry', 'productKey', { product: productKey });
  if (!types.includes(messageType))
    throw refused('staff.errors.unknownMessageType', 'messageType', {
      product: productKey,
      types: types.join(', '),
      type: messageType,
    });
  const place = await db.kysely
    .selectFrom('countries')
    .select(['name_en', 'name_zh'])
    .where('code', '=', countryCode)
    .executeTakeFirst();
  if (!place) throw refused('staff.errors.unknownCountry', 'countryCode', { country: countryCode });
  const before = await db.kysely
    .selectFrom(effectivePrices(db.kysely, now).as('pp'))
    .select('pp.price_micros')
    .where('pp.product_key', '=', productKey)
    .where('pp.country_code', '=', countryCode)
    .where('pp.message_type', '=', messageType)
    .executeTakeFirst();
  const change = {
    id: newId(now),
    product_key: productKey,
    country_code: countryCode,
    message_type: messageType,
    price_micros: priceMicros,
    effective_at: Math.max(effectiveAt, now),
    created_at: now,
  };
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('product_price_changes').values(change).execute();
    // a change in effect at once is also the catalogue's price, as the command always set it
    if (change.effective_at <= now)
      await trx
        .insertInto('product_prices')
        .values({
          product_key: productKey,
          country_code: countryCode,
          message_type: messageType,
          price_micros: priceMicros,
        })
        .onConflict((oc) =>
          oc
            .columns(['product_key', 'country_code', 'message_type'])
            .doUpdateSet({ price_micros: priceMicros }),
        )
        .execute();
    await staffAudit(trx, actor, {
      action: 'price.set',
      target: `${productKey}/${countryCode}/${messageType}`,
      before: before && { price: fromMicros(Number(before.price_micros), 4) },
      after: { price: fromMicros(priceMicros, 4), effectiveAt: isoTime(change.effective_at) },
    });
  });
  return { change: toPriceChange(change), countryName: place.name_en };
}

const toPriceChange = (row: {
  id: string;
  product_key: string;
  country_code: string;
  message_type: string;
  price_micros: number;
  effective_at: number;
}) => ({
  id: row.id,
  productKey: row.product_key,
  countryCode: row.country_code,
  messageType: row.message_type,
  price: fromMicros(Number(row.price_micros), 4),
  effectiveAt: isoTime(Number(row.effective_at)),
});

export interface PriceListQuery {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  productKey?: string;
  countryCode?: string;
  messageType?: string;
}

/** The prices in effect by product, country and type, each with its changes still ahead. */
export async function listPrices(db: Db, query: PriceListQuery, language: Language) {
  const now = Date.now();
  let rows = db.kysely
    .selectFrom(effectivePrices(db.kysely, now).as('pp'))
    .innerJoin('countries as c', 'c.code', 'pp.country_code')
    .innerJoin('products as p', 'p.key', 'pp.product_key');
  if (query.productKey) rows = rows.where('pp.product_key', '=', query.productKey);
  if (query.countryCode) rows = rows.where('pp.country_code', '=', query.countryCode.toUpperCase());
  if (query.messageType) rows = rows.where('pp.message_type', '=', query.messageType);
  const [{ total }, page] = await Promise.all([
    rows.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    rows
      .select([
        'pp.product_key',
        'pp.country_code',
        'pp.message_type',
        'pp.price_micros',
        'c.name_en',
        'c.name_zh',
        'p.name_en as product_en',
        'p.name_zh as product_zh',
      ])
      .orderBy('pp.product_key', query.order)
      .orderBy('pp.country_code', query.order)
      .orderBy('pp.message_type', query.order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const ahead =
    page.length === 0
      ? []
      : await db.kysely
          .selectFrom('product_price_changes')
          .selectAll()
          .where('effective_at', '>', now)
          .where('product_key', 'in', [...new Set(page.map((row) => row.product_key))])
          .orderBy('effective_at')
          .execute();
  const keyOf = (row: { product_key: string; country_code: string; message_type: string }) =>
    `${row.product_key}/${row.country_code}/${row.message_type}`;
  return {
    total: Number(total),
    list: page.map((row) => ({
      id: keyOf(row),
      productKey: row.product_key,
      productName: language === 'zh_CN' ? row.product_zh : row.product_en,
      countryCode: row.country_code,
      country: language === 'zh_CN' ? row.name_zh : row.name_en,
      messageType: row.message_type,
      price: fromMicros(Number(row.price_micros), 4),
      scheduled: ahead.filter((change) => keyOf(change) === keyOf(row)).map(toPriceChange),
    })),
  };
}
