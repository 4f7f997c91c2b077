import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../contract/constants';
import { flattenMenus, menusForMain } from '../../contract/menus';
import en from '../../messages/en_US';
import zh from '../../messages/zh_CN';
import { resourceMessages } from '../../src/resources/messages';
import { RESOURCES } from '../../src/resources/registry';
import { loadStaffMessages } from '../../src/staff/i18n';
import { STAFF_PAGES, STAFF_RESOURCES } from '../../src/staff/resources';

type Tree = { [key: string]: unknown };
const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/** What the console shows in a language: the shared messages and the resources' own. */
function messagesIn(language: Language) {
  const shared = language === 'zh_CN' ? zh : en;
  const own = resourceMessages(language);
  return {
    ...shared,
    app: { ...shared.app, emptyLists: { ...shared.app.emptyLists, ...own.emptyLists } },
    resources: { ...shared.resources, ...own.resources },
    menu: { ...shared.menu, ...own.menu },
    enums: { ...shared.enums, ...own.enums },
  };
}

/** A message key as a resource's messages.ts spells it (`resources.x.fields.a`: `resource.fields.a`). */
const ownKey = (key: string) =>
  key
    .replace(/^resources\.[^.]+\./, 'resource.')
    .replace(/^menu\..*/, 'menu')
    .replace(/^app\.emptyLists\..*/, 'emptyList');

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
      const missing = RESOURCES.flatMap((def) => {
        const keys = keysOf(def).filter(
          (key) => typeof lookup(messages, key) !== 'string' || lookup(messages, key) === '',
        );
        if (keys.length === 0) return [];
        const where = def.messages
          ? `its messages.ts, under ${language}`
          : `messages/console.${language}.ts`;
        return [`${def.name} needs in ${where}: ${keys.map(ownKey).join(', ')}`];
      });
      expect(missing, missing.join('\n')).toEqual([]);
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

describe('names the whole console shares', () => {
  it('gives an enum name one set of values, whichever resources declare it', () => {
    const valuesOf = new Map<string, { name: string; values: string }>();
    for (const def of RESOURCES) {
      for (const field of def.fields) {
        if (field.kind !== 'enum') continue;
        const values = [...field.values].sort().join(',');
        const first = valuesOf.get(field.enum);
        if (first)
          expect(
            values,
            `enum ${field.enum}: ${def.name} and ${first.name} list different values; name each after its resource`,
          ).toBe(first.values);
        else valuesOf.set(field.enum, { name: def.name, values });
      }
    }
  });

  it('keeps each resource to labels no other resource or shared message file gives', () => {
    for (const language of LANGUAGES) {
      const shared = language === 'zh_CN' ? zh : en;
      const owner = new Map<string, string>();
      const claim = (key: string, name: string) => {
        expect(owner.get(key), `${key} is given by ${name} and ${owner.get(key)}`).toBeUndefined();
        owner.set(key, name);
      };
      for (const def of RESOURCES) {
        const own = def.messages?.[language];
        if (own?.menu && def.menu) claim(`menu.${def.menu.key}`, def.name);
        for (const name of Object.keys(own?.enums ?? {})) {
          expect(
            shared.enums,
            `enums.${name} of ${def.name} is in messages/ too`,
          ).not.toHaveProperty(name);
          claim(`enums.${name}`, def.name);
        }
        for (const [namespace, texts] of Object.entries(def.ruleMessages?.[language] ?? {}))
          for (const key of Object.keys(texts ?? {})) {
            const name = `${namespace}.${key}`;
            expect(
              lookup(shared, name),
              `${name} of ${def.name} is a shared message`,
            ).toBeUndefined();
            claim(name, def.name);
          }
      }
    }
  });

  it('gives each resource its own name', () => {
    const names = RESOURCES.map((def) => def.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});

describe('every staff resource is complete', () => {
  it.each(LANGUAGES)(
    'labels its name, fields, enum values, menu entry and empty list in %s',
    async (language) => {
      const messages = await loadStaffMessages(language);
      expect(STAFF_RESOURCES.length).toBeGreaterThanOrEqual(5);
      const missing = STAFF_RESOURCES.flatMap((def) =>
        keysOf(def)
          .filter(
            (key) => typeof lookup(messages, key) !== 'string' || lookup(messages, key) === '',
          )
          .map((key) => `${def.name}: ${key}`),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(LANGUAGES)(
    'labels each page and menu group of the staff console in %s',
    async (language) => {
      const messages = await loadStaffMessages(language);
      const keys = [
        ...STAFF_PAGES.map((page) => `menu.${page.menu.key}`),
        ...[...STAFF_RESOURCES, ...STAFF_PAGES].flatMap((def) =>
          def.menu ? [`staffConsole.menu.${def.menu.group}`] : [],
        ),
      ];
      expect(keys.filter((key) => typeof lookup(messages, key) !== 'string')).toEqual([]);
    },
  );

  it('declares the staff screens the roles work in', () => {
    const names = [...STAFF_RESOURCES, ...STAFF_PAGES].map((def) => def.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'accounts',
        'prices',
        'staff-users',
        'notices',
        'jobs',
        'disabled-callbacks',
        'staff-audit-log',
        'money',
      ]),
    );
  });
});
