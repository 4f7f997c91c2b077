import { parseArgs } from 'node:util';
import { money, toMicros } from '../../contract';
import { AppError } from '../../server/errors';
import { translate } from '../../server/i18n';
import { setPrice } from '../../server/modules/products/prices';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { OpsUsageError, type OpsVerb } from './verb';

/**
 * Sets one per-country price (USD per unit) of a product and message type it is already priced
 * by, now or from a later date; the pricing page and "from" prices show it from then on, and
 * restarts keep it.
 */
const priceSet: OpsVerb = {
  name: 'price-set',
  summary: "set a product's price in one country, now or from a date",
  usage:
    '--product <key> --country <ISO code> --type <message type> --price <USD, e.g. 0.0250> ' +
    '[--from <YYYY-MM-DD or ISO time; default now>]',
  async run(args, { db }) {
    const { values } = parseArgs({
      args,
      options: {
        product: { type: 'string' },
        country: { type: 'string' },
        type: { type: 'string' },
        price: { type: 'string' },
        from: { type: 'string' },
      },
    });
    const { product, country, type, price, from } = values;
    if (!product || !country || !type || !price)
      throw new OpsUsageError('--product, --country, --type and --price are required');
    if (!money.safeParse(price).success || price.startsWith('-'))
      throw new OpsUsageError(`--price must be a decimal amount such as 0.0250 (got ${price})`);
    const effectiveAt = from === undefined ? undefined : Date.parse(from);
    if (effectiveAt !== undefined && Number.isNaN(effectiveAt))
      throw new OpsUsageError(`--from must be a date such as 2026-01-31 (got ${from})`);
    try {
      const { change, countryName } = await setPrice(db, OPS_ACTOR, {
        productKey: product,
        countryCode: country,
        messageType: type,
        priceMicros: toMicros(price),
        effectiveAt,
      });
      console.log(
        `${product} ${type} in ${countryName}: ${change.price} USD` +
          (from === undefined ? '' : ` from ${change.effectiveAt}`),
      );
    } catch (error) {
      if (error instanceof AppError)
        throw new OpsUsageError(translate('en_US', error.messageKey, error.details.values));
      throw error;
    }
  },
};

export default priceSet;
