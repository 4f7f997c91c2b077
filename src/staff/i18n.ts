import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { LANGUAGES, type Language } from '../../contract/constants';
import { loadMessages } from '../i18n/i18nProvider';
import { isLanguage, writeLanguage } from '../i18n/language';
import { publicEn } from '../../messages/public.en_US';
import { staffConsoleEn } from '../../messages/staffConsole.en_US';

const loaded = new Map<Language, TranslationMessages>();

/**
 * The staff console's messages: the customers' console's (react-admin's own, enums,
 * validation, errors) with the staff screens' on top; Chinese is a chunk of its own.
 */
export async function loadStaffMessages(language: Language): Promise<TranslationMessages> {
  const done = loaded.get(language);
  if (done) return done;
  const [base, own] = await Promise.all([
    loadMessages(language),
    language === 'zh_CN'
      ? import('../../messages/staffConsole.zh_CN').then((m) => m.staffConsoleZh)
      : staffConsoleEn,
  ]);
  const messages: TranslationMessages = {
    ...base,
    ...own,
    resources: { ...base.resources, ...own.resources },
    menu: { ...base.menu, ...own.menu },
    enums: { ...base.enums, ...own.enums },
    app: { ...base.app, emptyLists: { ...base.app.emptyLists, ...own.emptyLists } },
  };
  loaded.set(language, messages);
  return messages;
}

/** Polyglot over those messages; the first language's must be loaded before it starts. */
export function createStaffI18n(initial: Language): I18nProvider {
  const base = polyglotI18nProvider(
    (locale) => loaded.get(isLanguage(locale) ? locale : initial) ?? loadStaffMessages(initial),
    initial,
    LANGUAGES.map((locale) => ({ locale, name: publicEn.app.language[locale] })),
  );
  return {
    ...base,
    async changeLocale(locale: string) {
      if (isLanguage(locale)) {
        await loadStaffMessages(locale);
        writeLanguage(locale);
        document.documentElement.lang = locale.replace('_', '-');
      }
      await base.changeLocale(locale);
    },
  };
}
