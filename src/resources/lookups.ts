import { useSession } from '../session/useSession';

/** Value lists that reference fields show names from; filled by the session's global calls. */
export type LookupName = 'product';

export interface LookupChoice {
  id: string;
  name: string;
}

/** The choices of a lookup, e.g. products by key with their names from /v1/product/config/get. */
export function useLookup(name: LookupName): LookupChoice[] {
  const { allProductList } = useSession();
  switch (name) {
    case 'product':
      return allProductList.map((product) => ({ id: product.key, name: product.name }));
  }
}
