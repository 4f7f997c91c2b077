import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import * as enums from '../../contract/enums';
import { flattenMenus, MENU_TREE } from '../../contract/menus';
import en from '../../messages/en_US';
import { sharedEn } from '../../messages/messages.en_US';
import { sharedZh } from '../../messages/messages.zh_CN';
import zh from '../../messages/zh_CN';
import { publicEn } from '../../messages/public.en_US';
import { publicZh } from '../../messages/public.zh_CN';
import { consoleEn } from '../../messages/console.en_US';
import { consoleZh } from '../../messages/console.zh_CN';
import { areasEn } from '../../messages/areas.en_US';
import { areasZh } from '../../messages/areas.zh_CN';

type Tree = { [key: string]: unknown };

/** Every leaf key of a message tree, as dotted paths. */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree as Tree).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('both languages', () => {
  it('have exactly the same keys', () => {
    const enKeys = keysOf(en).sort();
    const zhKeys = keysOf(zh).sort();
    expect(zhKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !zhKeys.includes(key))).toEqual([]);
  });

  it('translate every react-admin message', () => {
    const raKeys = keysOf(englishMessages.ra, 'ra');
    expect(raKeys.filter((key) => typeof lookup(zh, key) !== 'string')).toEqual([]);
  });

  it('split into the same three parts, which share no key', () => {
    expect(keysOf(publicZh).sort()).toEqual(keysOf(publicEn).sort());
    expect(keysOf(consoleZh).sort()).toEqual(keysOf(consoleEn).sort());
    expect(keysOf(areasZh).sort()).toEqual(keysOf(areasEn).sort());
    const parts = [publicEn, consoleEn, areasEn].map((part) => keysOf(part));
    const all = parts.flat();
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
  });

  it('share the server messages key for key', () => {
    expect(keysOf(sharedZh).sort()).toEqual(keysOf(sharedEn).sort());
  });

  it('never leave a text empty', () => {
    for (const messages of [en, zh]) {
      const empty = keysOf(messages).filter((key) => lookup(messages, key) === '');
      expect(empty).toEqual([]);
    }
  });

  it('keep the same placeholders in every text', () => {
    const placeholders = (text: unknown) => (String(text).match(/%\{\w+\}/g) ?? []).sort();
    const differing = keysOf(en).filter(
      (key) =>
        JSON.stringify(placeholders(lookup(en, key))) !==
        JSON.stringify(placeholders(lookup(zh, key))),
    );
    expect(differing).toEqual([]);
  });
});

describe('the English messages (source of truth)', () => {
  it('label every menu entry the server can send', () => {
    const keys = flattenMenus(MENU_TREE).map((entry) => `menu.${entry.key}`);
    expect(keys.filter((key) => typeof lookup(en, key) !== 'string')).toEqual([]);
  });

  it('label every value of every enum of the contract', () => {
    const missing = Object.entries(enums)
      .filter(([, value]) => typeof value === 'object' && value !== null && 'options' in value)
      .flatMap(([name, schema]) =>
        (schema as { options: string[] }).options.map((option) => `enums.${name}.${option}`),
      )
      .filter((key) => typeof lookup(en, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('put what the screens before sign-in show in the part the entry ships', () => {
    const namespaces = ['ra', 'errors', 'validation', 'auth', 'accounts', 'enums.accountType'];
    const appParts = ['title', 'language', 'login', 'errors'];
    const missing = [...namespaces, ...appParts.map((part) => `app.${part}`)].filter(
      (key) => lookup(publicEn, key) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('keep the exact error-screen texts of the spec', () => {
    expect(en.app.errors.crash.title).toBe('Whoa, Page is Crashing.');
    expect(en.app.errors.crash.back).toBe('Go Back');
    expect(en.app.errors.missing.title).toBe('Whoa, Page does not exist.');
    expect(en.app.errors.missing.home).toBe('Go Home');
    expect(en.app.errors.unexpected.title).toBe('Unexpected Application Error');
    expect(en.errors.responseError).toBe('response error');
  });
});
