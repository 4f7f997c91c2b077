import { z } from 'zod';
import { defineCall } from './call';
import { productState } from './enums';
import { product } from './global';
import { isoDateTime, listOf } from './list';
import { money } from './money';
import { onFirstUse } from './onFirstUse';

/** What one unit of a product's price buys. */
export const priceUnit = onFirstUse(() => z.enum(['message', 'number', 'call']));
export type PriceUnit = z.infer<typeof priceUnit>;

/** The three tabs of the pricing screen (spec: WhatsApp, OTP, SMS promotion). */
export const pricingTab = onFirstUse(() => z.enum(['whatsapp', 'otp', 'sms_promotion']));
export type PricingTab = z.infer<typeof pricingTab>;

/**
 * The price columns of each tab: which product's price for which message type. A column's
 * label is the console message `catalogue.pricing.columns.<tab>.<key>`.
 */
export const PRICING_COLUMNS = {
  whatsapp: [
    { key: 'marketing', product: 'whatsapp', messageType: 'marketing' },
    { key: 'utility', product: 'whatsapp', messageType: 'utility' },
    { key: 'authentication', product: 'whatsapp', messageType: 'authentication' },
    { key: 'service', product: 'whatsapp', messageType: 'service' },
  ],
  otp: [
    { key: 'whatsapp', product: 'otp_whatsapp', messageType: 'otp' },
    { key: 'sms', product: 'otp_sms', messageType: 'otp' },
    { key: 'voice', product: 'otp_voice', messageType: 'otp' },
  ],
  sms_promotion: [{ key: 'promotion', product: 'sms_promotion', messageType: 'sms' }],
} as const satisfies Record<
  PricingTab,
  readonly { key: string; product: string; messageType: string }[]
>;

/** A product of the catalogue with the caller's state and its price ("from", if by country). */
export const catalogueProduct = onFirstUse(() =>
  product.extend({
    state: productState,
    activatedAt: isoDateTime.nullable(),
    /** The lowest price of the product in USD per unit; null when it has none. */
    priceFrom: money.nullable(),
    priceUnit,
    /** The pricing tab listing its per-country prices, if any. */
    pricingTab: pricingTab.nullable(),
  }),
);
export type CatalogueProduct = z.infer<typeof catalogueProduct>;

/** Searches the text the user typed, trimmed; empty means everything. */
const searchText = onFirstUse(() =>
  z
    .string()
    .trim()
    .max(64, { message: 'validation.tooLong' })
    .optional()
    .transform((value) => value || undefined),
);

/** More APIs: the catalogue with the caller's states, searchable by product name. */
export const listCatalogue = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/products',
    query: z.object({ name: searchText, state: productState.optional() }),
    response: listOf(catalogueProduct),
  }),
);

export const productKeyParams = onFirstUse(() =>
  z.object({
    key: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, { message: 'validation.invalid' }),
  }),
);

/** Activates a product for the caller's main account; activating it again changes nothing. */
export const activateProduct = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/products/:key/activate',
    params: productKeyParams,
    response: catalogueProduct,
  }),
);

export const countryPrices = onFirstUse(() =>
  z.object({
    /** ISO 3166-1 alpha-2. */
    countryCode: z.string(),
    country: z.string(),
    /** Country calling code without "+". */
    dialCode: z.string(),
    /** USD per unit by column key; null where the product is not offered. */
    prices: z.record(z.string(), money.nullable()),
  }),
);
export type CountryPrices = z.infer<typeof countryPrices>;

/** Per-country prices of one pricing tab, searchable by country name, code or dial code. */
export const getPricing = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/pricing/:tab',
    params: z.object({ tab: pricingTab }),
    query: z.object({ country: searchText }),
    response: z.object({
      columns: z.array(z.string()),
      list: z.array(countryPrices),
      total: z.number().int().min(0),
    }),
  }),
);

/** The service team of the platform, shown on home. */
export const serviceTeam = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/account/service-team',
    response: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      whatsapp: z.string(),
      hours: z.string(),
      docsUrl: z.string(),
    }),
  }),
);

/** Days the home spend chart covers, today included. */
export const SPEND_DAYS = 30;

/**
 * The last 30 days' spend by product, from the usage lines: a main account sees all of its
 * accounts' usage, a sub-account its own. `amounts` line up with `days`.
 */
export const spendByProduct = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/products/spend',
    response: z.object({
      /** UTC days, oldest first, as YYYY-MM-DD. */
      days: z.array(z.string()),
      series: z.array(
        z.object({
          productKey: z.string(),
          name: z.string(),
          total: money,
          amounts: z.array(money),
        }),
      ),
      total: money,
    }),
  }),
);
