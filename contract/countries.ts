import { z } from 'zod';
import isoCodes from 'i18n-iso-countries/codes.json';
import { onFirstUse } from './onFirstUse';

/** ISO 3166-1 alpha-2 country codes; names come from the user's language (Intl.DisplayNames). */
export const COUNTRY_CODES = (isoCodes as [string, ...string[]][]).map(([alpha2]) => alpha2);

export const countryCode = onFirstUse(() => z.enum(COUNTRY_CODES as [string, ...string[]]));
