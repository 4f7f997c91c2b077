import { toMicros } from '../../../contract';
import type { Db } from '../../db/connect';
import type { ProductPricesTable } from '../../db/schema';
import { COUNTRIES } from './countries';

/** Integer micro-dollars scaled by a ratio, rounded to the nearest micro. */
const scale = (micros: number, numerator: number, denominator: number) =>
  Math.round((micros * numerator) / denominator);

/**
 * Every per-country price. WhatsApp by message type (service messages are free); OTP over
 * WhatsApp is the authentication rate plus our OTP fee; SMS verification and OTP over SMS
 * carry a 10% premium over promotional SMS for priority routes; a voice OTP call costs one
 * and a half SMS plus the call set-up.
 */
export function priceRows(): ProductPricesTable[] {
  return COUNTRIES.flatMap((country) => {
    const sms = toMicros(country.sms);
    const authentication = toMicros(country.authentication);
    const row = (product_key: string, message_type: string, price_micros: number) => ({
      product_key,
      country_code: country.code,
      message_type,
      price_micros,
    });
    return [
      row('whatsapp', 'marketing', toMicros(country.marketing)),
      row('whatsapp', 'utility', toMicros(country.utility)),
      row('whatsapp', 'authentication', authentication),
      row('whatsapp', 'service', 0),
      row('otp_whatsapp', 'otp', authentication + toMicros('0.0010')),
      row('otp_sms', 'otp', scale(sms, 11, 10)),
      row('otp_voice', 'otp', scale(sms, 3, 2) + toMicros('0.0050')),
      row('sms_verification', 'sms', scale(sms, 11, 10)),
      row('sms_promotion', 'sms', sms),
    ];
  });
}

/**
 * Countries (kept up to date on every start) and the prices missing from the database: a
 * price already there, perhaps set by an operator (`npm run ops -- price-set`), is kept.
 */
export async function seedPrices(db: Db) {
  await db.kysely
    .insertInto('countries')
    .values(
      COUNTRIES.map((c) => ({ code: c.code, dial_code: c.dial, name_en: c.en, name_zh: c.zh })),
    )
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        dial_code: eb.ref('excluded.dial_code'),
        name_en: eb.ref('excluded.name_en'),
        name_zh: eb.ref('excluded.name_zh'),
      })),
    )
    .execute();
  await db.kysely
    .insertInto('product_prices')
    .values(priceRows())
    .onConflict((oc) => oc.columns(['product_key', 'country_code', 'message_type']).doNothing())
    .execute();
}
