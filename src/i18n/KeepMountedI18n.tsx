import { useMemo, type ReactNode } from 'react';
import { I18nContext, useI18nProvider, useLocaleState } from 'react-admin';

/**
 * Gives the screens a new i18n context on each language change, so every translated text
 * renders again in place. react-admin's own provider would remount the whole tree instead
 * (a `key` on its context), emptying every half-filled form; LanguageSwitch changes the
 * provider's locale before the store's, which its provider then takes as already applied.
 */
export function KeepMountedI18n({ children }: { children: ReactNode }) {
  const i18nProvider = useI18nProvider();
  const [locale] = useLocaleState();
  // a new object per locale: useTranslate's callbacks, and what they render, follow it
  const value = useMemo(() => ({ ...i18nProvider, locale }), [i18nProvider, locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
