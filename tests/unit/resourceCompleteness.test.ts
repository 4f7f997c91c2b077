import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../contract/constants';
import { flattenMenus, menusForMain } from '../../contract/menus';
import en from '../../messages/en_US';
import zh from '../../messages/zh_CN';
import { resourceMessages } from '../../src/resources/messages';
import { RESOURCES } from '../../src/resources/registry';

type Tree = { [key: string]: unknown };
const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/** What the console shows in a language: the shared messages and the resources' own. */
function messagesIn(language: Language) {
  const shared = language === 'zh_CN' ? zh : en;
  const own = resourceMessages(language);
  return {
    ...shared,
    resources: { ...shared.resources, ...own.resources },
    menu: { ...shared.menu, ...own.menu },
    enums: { ...shared.enums, ...own.enums },
  };
}

/** Every message key a resource's screens use: its name, fields, filters, enum values, menu. */
function keysOf(def: (typeof RESOURCES)[number]): string[] {
  return [
    `resources.${def.name}.name`,
    ...def.fields.flatMap((field) => [
      `resources.${def.name}.fields.${field.source}`,
      ...(field.kind === 'datetime' && field.filter
        ? [
            `resources.${def.name}.filters.${field.filter.from}`,
            `resources.${def.name}.filters.${field.filter.to}`,
          ]
        : []),
      ...(field.kind === 'enum' ? field.values.map((value) => `enums.${field.enum}.${value}`) : []),
    ]),
    ...(def.menu ? [`menu.${def.menu.key}`] : []),
    // what the list is for, said while it is empty
    ...(def.api.list ? [`app.emptyLists.${def.name}`] : []),
  ];
}

describe('every declared resource is complete', () => {
  it('declares at least the resources the console has had since the spec, and the new ones', () => {
    expect(RESOURCES.length).toBeGreaterThanOrEqual(10);
    expect(RESOURCES.map((def) => def.name)).toContain('sender-ids');
  });

  it.each(LANGUAGES)(
    'labels its name, fields, filters, enum values and menu entry in %s',
    (language) => {
      const messages = messagesIn(language);
      const missing = RESOURCES.flatMap(keysOf).filter(
        (key) => typeof lookup(messages, key) !== 'string' || lookup(messages, key) === '',
      );
      expect(missing).toEqual([]);
    },
  );

  it('words its own rules in both languages, and the console reads them as shared messages', () => {
    const withRules = RESOURCES.filter((def) => def.ruleMessages);
    expect(withRules.map((def) => def.name)).toEqual(
      expect.arrayContaining(['sender-ids', 'message-templates']),
    );
    for (const def of withRules) {
      const keys = (language: Language) =>
        Object.entries(def.ruleMessages?.[language] ?? {}).flatMap(([namespace, texts]) =>
          Object.keys(texts ?? {}).map((key) => `${namespace}.${key}`),
        );
      expect(keys('zh_CN'), def.name).toEqual(keys('en_US'));
      for (const language of LANGUAGES) {
        const own = resourceMessages(language);
        for (const key of keys(language)) expect(lookup(own, key), key).toMatch(/\S/);
      }
    }
  });

  it('has its menu entry, at its own route, in the group it names', () => {
    const declared = RESOURCES.filter((def) => def.menu);
    expect(declared.length).toBeGreaterThan(0);
    const tree = menusForMain(RESOURCES);
    for (const def of declared) {
      const group = tree.sidebar.find((node) => node.key === def.menu?.group);
      expect(group, def.name).toBeDefined();
      expect(group?.children?.map((entry) => entry.path)).toContain(`/${def.name}`);
    }
    const keys = flattenMenus(tree).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives each form input of a create or update call a declared field', () => {
    for (const def of RESOURCES) {
      for (const call of [def.api.create, def.api.update]) {
        const shape = (call?.body as { shape?: Record<string, unknown> } | undefined)?.shape;
        if (!shape || def.views?.create === false) continue;
        const sources = def.fields.map((field) => field.source);
        expect(
          Object.keys(shape).filter((key) => !sources.includes(key)),
          def.name,
        ).toEqual([]);
      }
    }
  });
});
