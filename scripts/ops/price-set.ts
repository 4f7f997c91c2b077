import { parseArgs } from 'node:util';
import { fromMicros, money, toMicros } from '../../contract';
import { OpsUsageError, type OpsVerb } from './verb';

/** The highest unit price an operator may set, a guard against a misplaced decimal point. */
const MAX_PRICE_MICROS = 100_000_000;

/**
 * Sets one per-country price (USD per unit) of a product and message type it is already priced
 * by; the pricing page and "from" prices show it at once, and restarts keep it.
 */
const priceSet: OpsVerb = {
  name: 'price-set',
  summary: "set a product's price in one country",
  usage: '--product <key> --country <ISO code> --type <message type> --price <USD, e.g. 0.0250>',
  async run(args, { db }) {
    const { values } = parseArgs({
      args,
      options: {
        product: { type: 'string' },
        country: { type: 'string' },
        type: { type: 'string' },
        price: { type: 'string' },
      },
    });
    const { product, type, price } = values;
    const country = values.country?.toUpperCase();
    if (!product || !country || !type || !price)
      throw new OpsUsageError('--product, --country, --type and --price are required');
    if (!money.safeParse(price).success || price.startsWith('-'))
      throw new OpsUsageError(`--price must be a decimal amount such as 0.0250 (got ${price})`);
    const micros = toMicros(price);
    if (micros > MAX_PRICE_MICROS) throw new OpsUsageError('--price must be at most 100 USD');

    const known = await db.kysely
      .selectFrom('product_prices')
      .select('message_type')
      .distinct()
      .where('product_key', '=', product)
      .execute();
    const types = known.map((row) => row.message_type);
    if (types.length === 0) throw new OpsUsageError(`${product} is not priced by country`);
    if (!types.includes(type))
      throw new OpsUsageError(`${product} is priced by type ${types.join(', ')}, not ${type}`);
    const place = await db.kysely
      .selectFrom('countries')
      .select('name_en')
      .where('code', '=', country)
      .executeTakeFirst();
    if (!place) throw new OpsUsageError(`unknown country ${country}`);

    await db.kysely
      .insertInto('product_prices')
      .values({
        product_key: product,
        country_code: country,
        message_type: type,
        price_micros: micros,
      })
      .onConflict((oc) =>
        oc
          .columns(['product_key', 'country_code', 'message_type'])
          .doUpdateSet({ price_micros: micros }),
      )
      .execute();
    console.log(`${product} ${type} in ${place.name_en}: ${fromMicros(micros, 4)} USD`);
  },
};

export default priceSet;
