import type { PricingTab } from '../../contract/catalogue';

/** Routes of the catalogue area (spec section 2), relative to the /control basename. */
export const MORE_APIS_PATH = '/home/moreApis';
export const PRICING_PATH = '/pricing';
export const INLINE_CHAT_PATH = '/whatsapp/inline-chat';
/** Routes of other areas the catalogue links to. */
export const TOP_UP_PATH = '/home/topUp';
export const API_KEYS_PATH = '/api-key';

export const pricingUrl = (tab: PricingTab) => `${PRICING_PATH}?tab=${tab}`;
