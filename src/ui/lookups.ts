import { useMemo } from 'react';
import { useGetList, useGetRecordRepresentation, useLocaleState } from 'react-admin';
import { COUNTRY_CODES } from '../../contract/countries';
import { MAX_PAGE_SIZE } from '../../contract/list';
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
 * countries by ISO code with their names in the user's language, another resource's records
 * (the first page of its list) by id with their representation.
 */
export function useLookup(name: LookupName): LookupChoice[] {
  const { allProductList } = useSession();
  const [locale] = useLocaleState();
  const resource = typeof name === 'object' ? name.resource : '';
  const { data: records } = useGetList(
    resource,
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE } },
    { enabled: resource !== '' },
  );
  const represent = useGetRecordRepresentation(resource);
  return useMemo(() => {
    if (typeof name === 'object')
      return (records ?? []).map((record) => ({
        id: String(record.id),
        name: String(represent(record)),
      }));
    switch (name) {
      case 'product':
        return allProductList.map((product) => ({ id: product.key, name: product.name }));
      case 'country':
        return countryChoices(locale);
    }
  }, [name, allProductList, locale, records, represent]);
}
