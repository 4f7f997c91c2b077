import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import { LANGUAGES, type Language } from '../../contract/constants';
import { applyDayjsLocale } from '../utils/date';
import en, { type Messages } from './en_US';
import { isLanguage, writeLanguage } from './language';

/** English ships in the entry; Chinese is its own chunk, fetched when chosen. */
const loaded: Partial<Record<Language, Messages>> = { en_US: en };

export async function loadMessages(language: Language): Promise<Messages> {
  const cached = loaded[language];
  if (cached) return cached;
  const messages = (await import('./zh_CN')).default;
  loaded[language] = messages;
  return messages;
}

const messagesFor = (locale: string): Messages | Promise<Messages> => {
  const language = isLanguage(locale) ? locale : 'en_US';
  return loaded[language] ?? loadMessages(language);
};

/**
 * The polyglot provider of react-admin, started in `initial` (whose messages must be
 * loaded already: polyglot needs them synchronously). Changing the language also stores
 * it under langType and switches dayjs, so dates and pickers follow.
 */
/** Follows the language in dayjs (dates, pickers) and in <html lang> (screen readers). */
function applyLanguage(language: Language): void {
  applyDayjsLocale(language);
  document.documentElement.lang = language.replace('_', '-');
}

export function createI18nProvider(initial: Language): I18nProvider {
  applyLanguage(initial);
  const locales = LANGUAGES.map((locale) => ({ locale, name: en.app.language[locale] }));
  const base = polyglotI18nProvider(messagesFor, initial, locales);
  return {
    ...base,
    changeLocale: async (locale: string) => {
      await base.changeLocale(locale);
      if (isLanguage(locale)) {
        writeLanguage(locale);
        applyLanguage(locale);
      }
    },
  };
}
