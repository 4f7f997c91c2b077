import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/constants';
import type { AreaMessages } from '../../messages/areas.en_US';
import { combineMessages } from '../../messages/combine';
import type { ConsoleMessages } from '../../messages/console.en_US';
import type { Messages } from '../../messages/en_US';
import { isLanguage, readLanguage, writeLanguage } from './language';
import { publicEn, type PublicMessages } from '../../messages/public.en_US';

/**
 * Messages come in three parts per language. The public part (sign-in, sign-up, reset,
 * errors, react-admin's own) is all the login page needs: English ships in the entry,
 * Chinese is a chunk of its own. The console's part (its frame and home) loads with the
 * signed-in frame (loadConsoleMessages), the areas' part (every other screen) before the
 * first such screen renders (loadAreaMessages); each loads again with every language chosen
 * later once it has been wanted.
 */
const publicParts: Partial<Record<Language, PublicMessages>> = { en_US: publicEn };
const consoleParts: Partial<Record<Language, ConsoleMessages>> = {};
const areaParts: Partial<Record<Language, AreaMessages>> = {};
let consoleWanted = false;
let areasWanted = false;

/** The messages the resources keep in their own folders, in one language, by namespace. */
export interface ResourceMessages {
  resources: Record<string, unknown>;
  menu: Record<string, string>;
  enums: Record<string, Record<string, string>>;
  validation: Record<string, string>;
  errors: Record<string, string>;
  emptyLists: Record<string, string>;
}

type ResourceMessagesLoader = () => Promise<(language: Language) => ResourceMessages>;

let loadResourceMessages: ResourceMessagesLoader | undefined;

/**
 * Hands over the resources' own messages, loaded with the console's part. Called once by
 * the entry (main.tsx) before anything renders: i18n knows no resource.
 */
export function provideResourceMessages(load: ResourceMessagesLoader): void {
  loadResourceMessages = load;
}

async function loadPublicPart(language: Language): Promise<PublicMessages> {
  const part = publicParts[language] ?? (await import('../../messages/public.zh_CN')).publicZh;
  publicParts[language] = part;
  return part;
}

/** The frame's and home's messages with those the resources keep in their own folders. */
async function loadConsolePart(language: Language): Promise<ConsoleMessages> {
  const loaded = consoleParts[language];
  if (loaded) return loaded;
  if (!loadResourceMessages) throw new Error('provideResourceMessages was not called');
  const [shared, resourceMessages] = await Promise.all([
    language === 'zh_CN'
      ? import('../../messages/console.zh_CN').then((m) => m.consoleZh)
      : import('../../messages/console.en_US').then((m) => m.consoleEn),
    loadResourceMessages(),
  ]);
  const own = resourceMessages(language);
  const part = combineMessages(shared, {
    app: { emptyLists: own.emptyLists },
    resources: own.resources,
    menu: own.menu,
    enums: own.enums,
    validation: own.validation,
    errors: own.errors,
  });
  consoleParts[language] = part;
  return part;
}

async function loadAreaPart(language: Language): Promise<AreaMessages> {
  const part =
    areaParts[language] ??
    (language === 'zh_CN'
      ? (await import('../../messages/areas.zh_CN')).areasZh
      : (await import('../../messages/areas.en_US')).areasEn);
  areaParts[language] = part;
  return part;
}

/** The public part, ready for the first render (polyglot needs it synchronously). */
export const loadPublicMessages = (language: Language): Promise<PublicMessages> =>
  loadPublicPart(language);

/** Every message of one language, for screens outside react-admin's provider. */
export async function loadMessages(language: Language): Promise<Messages> {
  const [publicPart, consolePart, areaPart] = await Promise.all([
    loadPublicPart(language),
    loadConsolePart(language),
    loadAreaPart(language),
  ]);
  return combineMessages(combineMessages(publicPart, consolePart), areaPart);
}

/** What is loaded of a language: its public part, with the console's parts that are in. */
function loadedMessages(language: Language): TranslationMessages | undefined {
  const publicPart = publicParts[language];
  const consolePart = consoleParts[language];
  const areaPart = areaParts[language];
  if (!publicPart || !consolePart) return publicPart;
  const signedIn = combineMessages(publicPart, consolePart);
  return areaPart ? combineMessages(signedIn, areaPart) : signedIn;
}

/** Whether the parts wanted so far are loaded in `language`. */
const wantedLoaded = (language: Language): boolean =>
  Boolean(publicParts[language]) &&
  (!consoleWanted || Boolean(consoleParts[language])) &&
  (!areasWanted || Boolean(areaParts[language]));

async function loadWanted(language: Language): Promise<TranslationMessages> {
  await Promise.all([
    loadPublicPart(language),
    consoleWanted && loadConsolePart(language),
    areasWanted && loadAreaPart(language),
  ]);
  return loadedMessages(language) ?? publicEn;
}

const messagesFor = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  const language = isLanguage(locale) ? locale : 'en_US';
  return (wantedLoaded(language) && loadedMessages(language)) || loadWanted(language);
};

/** The language last asked for (polyglot reports a new one only once its messages are in). */
let requested: Language | undefined;

/** Gives polyglot its messages again, the console's included once wanted. */
let refresh: () => Promise<void> = () => Promise.resolve();

/**
 * Loads the console's messages (its frame and home) in the current language before a
 * signed-in screen renders (call it in the screen's lazy import); later language changes
 * load them along.
 */
export async function loadConsoleMessages(): Promise<void> {
  consoleWanted = true;
  await loadConsolePart(requested ?? readLanguage());
  await refresh();
}

/** A lazy import that brings the console's messages along, so its screen renders translated. */
export const withConsoleMessages =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadConsoleMessages()]).then(([module]) => module);

let areasGiven: Promise<void> | undefined;
let areasReady = false;

/**
 * Loads the messages of every screen but home in the current language, with the console's,
 * and gives them to polyglot (without rendering anything again); later language changes
 * load them along. Once is enough: the promise is kept.
 */
export function loadAreaMessages(): Promise<void> {
  consoleWanted = true;
  areasWanted = true;
  const language = requested ?? readLanguage();
  areasGiven ??= Promise.all([loadConsolePart(language), loadAreaPart(language)])
    .then(() => refresh())
    .then(
      () => {
        areasReady = true;
      },
      (error: unknown) => {
        // a later screen may try again
        areasGiven = undefined;
        throw error;
      },
    );
  return areasGiven;
}

/** Whether the screens' messages are given to polyglot, so such a screen renders translated. */
export const areaMessagesReady = (): boolean => areasReady;

/** A lazy import that brings the screens' messages along, so what it shows renders translated. */
export const withAreaMessages =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadAreaMessages()]).then(([module]) => module);

/**
 * Follows the language in dayjs (dates, pickers) and in <html lang> (screen readers). dayjs
 * is not in the entry (the screens before sign-in show no date): its chunk loads here once a
 * language other than its default English is in use, else with the first screen with dates.
 * Should it fail, dates still follow the language: formatDate and the pickers are given theirs.
 */
function applyLanguage(language: Language, initial = false): Promise<void> {
  document.documentElement.lang = language.replace('_', '-');
  if (initial && language === DEFAULT_LANGUAGE) return Promise.resolve();
  return import('../utils/date').then(
    (date) => date.applyDayjsLocale(language),
    () => undefined,
  );
}

/**
 * The polyglot provider of react-admin, started in `initial` (whose public messages must
 * be loaded already). Changing the language also stores it under langType and switches
 * dayjs, so dates and pickers follow.
 */
export function createI18nProvider(initial: Language): I18nProvider {
  void applyLanguage(initial, true);
  const locales = LANGUAGES.map((locale) => ({ locale, name: publicEn.app.language[locale] }));
  // polyglot takes the first messages synchronously: what is loaded of `initial` (the
  // console part may still be on its way; its lazy import gives it over once in)
  let started = false;
  const base = polyglotI18nProvider(
    (locale) => (started ? messagesFor(locale) : (loadedMessages(initial) ?? publicEn)),
    initial,
    locales,
  );
  started = true;
  requested = initial;
  refresh = () => base.changeLocale(requested ?? initial);
  return {
    ...base,
    changeLocale: async (locale: string) => {
      if (isLanguage(locale)) requested = locale;
      await base.changeLocale(locale);
      if (isLanguage(locale)) {
        writeLanguage(locale);
        await applyLanguage(locale);
      }
    },
  };
}
