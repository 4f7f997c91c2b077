import type { Store } from 'react-admin';
import { isLanguage, readLanguage, writeLanguage } from './language';

const LOCALE_KEY = 'locale';

/**
 * react-admin keeps the chosen locale in its store; the spec keeps it under `langType`
 * (shared with the product's other pages). This store reads and writes the locale there,
 * so there is one source of truth, and everything else goes to `base`.
 */
export function withLanguageKey(base: Store): Store {
  return {
    ...base,
    getItem: <T>(key: string, defaultValue?: T): T | undefined =>
      key === LOCALE_KEY ? (readLanguage() as T) : base.getItem(key, defaultValue),
    setItem: <T>(key: string, value: T) => {
      if (key === LOCALE_KEY && isLanguage(value)) writeLanguage(value);
      base.setItem(key, value);
    },
  };
}
