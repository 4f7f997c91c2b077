import type { BaseInfo, Product } from '../../contract/global';
import type { MenuItem, Menus } from '../../contract/menus';
import type { GlobalCalls } from '../dataProvider/globalCalls';

/**
 * Session data of spec section 3 that comes from the server. The language and the
 * sidebar flag live in react-admin's store (see useSession), which persists them.
 */
export interface SessionData {
  baseInfo: BaseInfo | null;
  activatedProductKeys: string[];
  menus: Menus;
  /** Every menu entry including nested children (the spec's permissions). */
  permissions: MenuItem[];
  productLoading: boolean;
  allProductList: Product[];
  googleClientId: string;
}

export interface SessionStore {
  getState(): SessionData;
  subscribe(listener: () => void): () => void;
  set(patch: Partial<SessionData>): void;
  /** Forgets everything of the previous user (sign-in, sign-out). */
  reset(): void;
  /** Account basics, fetched once per session however many callers ask at once. */
  loadBaseInfo(force?: boolean): Promise<BaseInfo | null>;
  /** All products and the activated keys, with the productLoading flag around them. */
  loadProducts(): Promise<void>;
  loadGoogleClientId(): Promise<string>;
}

export function createSessionStore(
  globals: GlobalCalls,
  defaultGoogleClientId: string,
): SessionStore {
  const initial = (): SessionData => ({
    baseInfo: null,
    activatedProductKeys: [],
    menus: {},
    permissions: [],
    productLoading: false,
    allProductList: [],
    googleClientId: defaultGoogleClientId,
  });
  let state = initial();
  // bumps on reset so answers of the previous user's calls are dropped
  let generation = 0;
  let baseInfoRequest: Promise<BaseInfo | null> | null = null;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<SessionData>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };
  const guarded = <T>(apply: (value: T) => void) => {
    const started = generation;
    return (value: T) => {
      if (started === generation) apply(value);
      return value;
    };
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    reset() {
      generation += 1;
      baseInfoRequest = null;
      set(initial());
    },
    loadBaseInfo(force = false) {
      if (!baseInfoRequest || force) {
        baseInfoRequest = globals.accountBasic().then(guarded((baseInfo) => set({ baseInfo })));
      }
      return baseInfoRequest;
    },
    async loadProducts() {
      set({ productLoading: true });
      const done = guarded<[Product[], string[]]>(([allProductList, activatedProductKeys]) =>
        set({ allProductList, activatedProductKeys, productLoading: false }),
      );
      done(await Promise.all([globals.products(), globals.activatedProductKeys()]));
    },
    loadGoogleClientId() {
      return globals.googleClientId().then(guarded((googleClientId) => set({ googleClientId })));
    },
  };
}
