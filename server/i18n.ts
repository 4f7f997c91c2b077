import type { FastifyRequest } from 'fastify';
import type { Language, ResourceDeclaration, RuleMessages } from '../contract';
import { sharedEn } from '../messages/messages.en_US';
import { sharedZh } from '../messages/messages.zh_CN';

const dictionaries: Record<Language, unknown> = { en_US: sharedEn, zh_CN: sharedZh };
const ruleDictionaries: Record<Language, RuleMessages> = { en_US: {}, zh_CN: {} };
/** Templates found so far, by language and key: a list may translate a message per row. */
const foundTemplates = new Map<string, string>();

/** Adds the messages declared resources keep with their rules (buildApp calls it once). */
export function addRuleMessages(resources: readonly ResourceDeclaration[]) {
  for (const resource of resources)
    for (const [language, own] of Object.entries(resource.ruleMessages ?? {}) as [
      Language,
      RuleMessages,
    ][]) {
      const target = ruleDictionaries[language];
      target.validation = { ...target.validation, ...own.validation };
      target.errors = { ...target.errors, ...own.errors };
    }
  foundTemplates.clear();
}

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
export const isMessageKey = (key: string) =>
  lookup(sharedEn, key) !== undefined || lookup(ruleDictionaries.en_US, key) !== undefined;

function templateOf(language: Language, key: string) {
  const id = `${language} ${key}`;
  let template = foundTemplates.get(id);
  if (template === undefined) {
    template =
      lookup(dictionaries[language], key) ??
      lookup(ruleDictionaries[language], key) ??
      lookup(sharedEn, key) ??
      lookup(ruleDictionaries.en_US, key);
    if (template !== undefined) foundTemplates.set(id, template);
  }
  return template ?? key;
}

/** Translates a shared message key with polyglot-style `%{name}` values. */
export function translate(language: Language, key: string, values: Record<string, unknown> = {}) {
  return templateOf(language, key).replace(/%\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}
