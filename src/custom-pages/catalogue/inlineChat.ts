import { BASE_PATH, DEFAULT_LANGUAGE, type Language } from '../../../contract/constants';
import { INLINE_CHAT_PATH } from '../../paths/catalogue';

/** The greeting is one short chat bubble. */
export const GREETING_MAX = 200;

export interface InlineChatSettings {
  /** International number, digits only (what wa.me expects); null when missing or invalid. */
  phone: string | null;
  /** The business's greeting; null for the default one of the language. */
  greeting: string | null;
  language: Language;
}

/** Digits of an international number typed with +, spaces, dashes or brackets; else null. */
export function normalizePhone(raw: string | null | undefined): string | null {
  if (!raw || !/^\+?[\d\s().-]+$/.test(raw.trim())) return null;
  const digits = raw.replace(/\D/g, '');
  return /^[1-9]\d{6,14}$/.test(digits) ? digits : null;
}

/** Chinese when the parameter asks for it in any usual spelling, else English. */
export const languageParam = (raw: string | null): Language =>
  raw && /^zh([-_]|$)/i.test(raw) ? 'zh_CN' : DEFAULT_LANGUAGE;

/** Reads the widget's settings from the page's query: ?phone=…&greeting=…&lang=en_US|zh_CN. */
export function parseInlineChat(search: URLSearchParams): InlineChatSettings {
  const greeting = (search.get('greeting') ?? '').trim().slice(0, GREETING_MAX);
  return {
    phone: normalizePhone(search.get('phone')),
    greeting: greeting || null,
    language: languageParam(search.get('lang')),
  };
}

/** The address of the widget page for these settings, on the console's origin. */
export function inlineChatUrl(origin: string, settings: InlineChatSettings): string {
  const query = new URLSearchParams();
  if (settings.phone) query.set('phone', settings.phone);
  if (settings.greeting) query.set('greeting', settings.greeting.slice(0, GREETING_MAX));
  query.set('lang', settings.language);
  return `${origin}${BASE_PATH}${INLINE_CHAT_PATH}?${query.toString()}`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML a customer pastes into a page: the widget in a borderless, transparent frame. */
export function embedCode(url: string, title: string): string {
  return (
    `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" ` +
    'width="340" height="280" loading="lazy" ' +
    'style="border:0;background:transparent;color-scheme:normal"></iframe>'
  );
}

/** WhatsApp's click-to-chat link for a number. */
export const clickToChatUrl = (phone: string) => `https://wa.me/${phone}`;
