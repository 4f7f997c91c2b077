import {
  BASE_PATH,
  DEFAULT_LANGUAGE,
  LANG_KEY,
  LANGUAGES,
  type Language,
} from '../../contract/constants';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The chosen language from storage (spec: langType); en_US when absent or unknown. */
export function readLanguage(): Language {
  const stored = window.localStorage.getItem(LANG_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The choice is also a cookie of the console's pages: the server answers a signed-in start's
 * first calls inside the page, in this language (docs/performance.md).
 */
const writeLanguageCookie = (language: Language) => {
  document.cookie = `${LANG_KEY}=${language}; path=${BASE_PATH}; max-age=31536000; SameSite=Lax`;
};

export function writeLanguage(language: Language): void {
  window.localStorage.setItem(LANG_KEY, language);
  writeLanguageCookie(language);
}

/** Sets the language cookie when it is missing or says otherwise than storage (at start). */
export function keepLanguageCookie(language: Language): void {
  if (!document.cookie.split('; ').includes(`${LANG_KEY}=${language}`)) {
    writeLanguageCookie(language);
  }
}
