import { DEFAULT_LANGUAGE, LANG_KEY, LANGUAGES, type Language } from '../../contract/constants';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The chosen language from storage (spec: langType); en_US when absent or unknown. */
export function readLanguage(): Language {
  const stored = window.localStorage.getItem(LANG_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function writeLanguage(language: Language): void {
  window.localStorage.setItem(LANG_KEY, language);
}
