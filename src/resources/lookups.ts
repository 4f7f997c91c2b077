import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { COUNTRY_CODES } from '../../contract/countries';
import type { LookupName } from '../../contract/resource';
import { useSession } from '../session/useSession';

export type { LookupName };

export interface LookupChoice {
  id: string;
  name: string;
}

/** Country names in the user's language, from the browser's own data (Intl.DisplayNames). */
function countryChoices(locale: string): LookupChoice[] {
  const names = new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ id: code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale.replace('_', '-')),
  );
}

/**
 * The choices of a lookup: products by key with their names from /v1/product/config/get,
 * countries by ISO code with their names in the user's language.
 */
export function useLookup(name: LookupName): LookupChoice[] {
  const { allProductList } = useSession();
  const [locale] = useLocaleState();
  return useMemo(() => {
    switch (name) {
      case 'product':
        return allProductList.map((product) => ({ id: product.key, name: product.name }));
      case 'country':
        return countryChoices(locale);
    }
  }, [name, allProductList, locale]);
}
