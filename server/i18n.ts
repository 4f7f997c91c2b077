import type { FastifyRequest } from 'fastify';
import type { Language } from '../contract';
import { sharedEn } from '../messages/messages.en_US';
import { sharedZh } from '../messages/messages.zh_CN';

const dictionaries: Record<Language, unknown> = { en_US: sharedEn, zh_CN: sharedZh };

/** The request's language from Accept-Language: zh_CN for any Chinese, else en_US. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = String(request.headers['accept-language'] ?? '').toLowerCase();
  return header.startsWith('zh') ? 'zh_CN' : 'en_US';
}

const lookup = (dictionary: unknown, key: string): string | undefined => {
  let node = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** True when `key` names a message the console and server share. */
export const isMessageKey = (key: string) => lookup(sharedEn, key) !== undefined;

/** Translates a shared message key with polyglot-style `%{name}` values. */
export function translate(language: Language, key: string, values: Record<string, unknown> = {}) {
  const template = lookup(dictionaries[language], key) ?? lookup(sharedEn, key) ?? key;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
