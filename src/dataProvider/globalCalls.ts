import type { BaseInfo, Product } from '../../contract/global';
import {
  accountBasic,
  activatedProducts,
  authorityMenus,
  googleClientId,
  productConfig,
} from '../../contract/global';
import { menus as menusSchema, type Menus } from '../../contract/menus';
import type { Caller } from './callApi';

export interface GlobalCalls {
  googleClientId(): Promise<string>;
  accountBasic(): Promise<BaseInfo | null>;
  activatedProductKeys(): Promise<string[]>;
  menus(): Promise<Menus>;
  products(): Promise<Product[]>;
}

/**
 * The five global calls of spec section 7 with the fallbacks of section 8: all products
 * shows the server's message (a normal error toast) and yields []; the others fall back
 * to empty data without a toast; the client id keeps its built-in default until a
 * successful answer. 501/502 still sign out: silence only mutes the toast.
 */
export function createGlobalCalls(call: Caller, defaultGoogleClientId: string): GlobalCalls {
  const silent = { silent: true };
  return {
    googleClientId: () =>
      call(googleClientId, silent).then(
        (id) => id || defaultGoogleClientId,
        () => defaultGoogleClientId,
      ),
    accountBasic: () => call(accountBasic, silent).catch(() => null),
    activatedProductKeys: () =>
      call(activatedProducts, silent).then(
        (data) => data.activity_product_list ?? [],
        () => [],
      ),
    // a malformed answer counts as a failure: menus and permissions stay empty
    menus: () =>
      call(authorityMenus, silent).then(
        (data) => {
          const parsed = menusSchema.safeParse(data);
          return parsed.success ? parsed.data : {};
        },
        () => ({}),
      ),
    products: () => call(productConfig).catch(() => []),
  };
}
