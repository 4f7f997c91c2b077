import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../contract/resource';
import { filesOf, type Referenced } from './newResource/files';
import { namesOf } from './newResource/names';
import { parseCommandLine, UsageError, USAGE, type ResourceSpec } from './newResource/spec';

/**
 * `npm run new-resource -- <name> --field …`: writes a declared, account-owned resource on
 * both sides (see USAGE and docs/extending.md). Everything is checked and rendered first;
 * a refusal leaves the repository as it was.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (file: string) => path.join(ROOT, file);

/** Every TypeScript file under a folder of the repository. */
function sourcesUnder(folder: string): string[] {
  return fs
    .readdirSync(at(folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(folder, file));
}

/** The tables the migrations create, read from their text. */
function tablesTaken(): Set<string> {
  const tables = new Set<string>();
  for (const file of sourcesUnder('server'))
    for (const match of fs.readFileSync(at(file), 'utf8').matchAll(/createTable\(\s*'([^']+)'/g))
      tables.add(match[1]);
  return tables;
}

type Shape = Record<string, z.ZodType>;

/** Values to try for a referenced resource's create body, first accepted first. */
const CANDIDATES: unknown[] = [
  'Sample',
  'sample',
  'sample_name',
  '+447700900123',
  'someone@example.com',
  'GB',
  '12.50',
  '2026-12-01',
  '2026-12-01T10:00:00.000Z',
  'https://example.com/',
  1,
  true,
  ['GB'],
];

/** A body the create call of a referenced resource accepts, or null if none is found. */
function sampleBody(body: z.ZodType | undefined): Record<string, unknown> | null {
  const shape = (body as { shape?: Shape } | undefined)?.shape;
  if (!shape) return null;
  const sample: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const options = (schema as { options?: unknown[] }).options;
    const found = [...(Array.isArray(options) ? options.slice(0, 1) : []), ...CANDIDATES].find(
      (candidate) => schema.safeParse(candidate).success,
    );
    if (found !== undefined) sample[key] = found;
    else if (!schema.safeParse(undefined).success) return null;
  }
  return body?.safeParse(sample).success ? sample : null;
}

const insertAfterImports = (text: string, line: string) => {
  const lines = text.split('\n');
  const last = lines.reduce(
    (found, current, index) => (current.startsWith('import ') ? index : found),
    -1,
  );
  // an import may span lines: insert after the statement's end
  let end = last;
  while (end < lines.length && !lines[end].trimEnd().endsWith(';')) end += 1;
  lines.splice(end + 1, 0, line);
  return lines.join('\n');
};

/** A registry with one more import and one more entry at the end of its list. */
function registryWith(file: string, list: string, importLine: string, entry: string): string {
  const text = fs.readFileSync(at(file), 'utf8');
  const start = text.indexOf(`export const ${list}`);
  const close = start < 0 ? -1 : text.indexOf('\n];', start);
  if (close < 0) throw new UsageError(`${file}: no "export const ${list} = [ … ];" to add to`);
  const added = `${text.slice(0, close)}\n  ${entry},${text.slice(close)}`;
  return insertAfterImports(added, importLine);
}

async function plan(spec: ResourceSpec): Promise<Record<string, string>> {
  const names = namesOf(spec.name);
  const { DECLARED_RESOURCES } = await import('../server/modules/registry');
  const { menuTree } = await import('../contract/menus');
  const { timestampedName } = await import('../server/db/migrationNames');
  const shared = (await import('../messages/en_US')).default;
  const declared: readonly ResourceDeclaration[] = DECLARED_RESOURCES;

  const taken: string[] = [];
  if (declared.some((resource) => resource.name === spec.name))
    taken.push(`a resource is named ${spec.name}`);
  if (declared.some((resource) => resource.api.list?.path === `/v1/${spec.name}`))
    taken.push(`a resource answers at /v1/${spec.name}`);
  if (tablesTaken().has(names.table)) taken.push(`a table is named ${names.table}`);
  const tree = menuTree(declared);
  const menuKeys = Object.values(tree)
    .flat()
    .flatMap((node) => [node.key, ...(node.children ?? []).map((child) => child.key)]);
  if (spec.menu && menuKeys.includes(names.camel))
    taken.push(`a menu entry is keyed ${names.camel}`);
  const enumsTaken = new Set([
    ...Object.keys(shared.enums),
    ...declared.flatMap((resource) =>
      resource.fields.flatMap((field) => (field.kind === 'enum' ? [field.enum] : [])),
    ),
  ]);
  for (const field of spec.fields) {
    const name = `${names.one}${field.name.charAt(0).toUpperCase()}${field.name.slice(1)}`;
    if (field.kind === 'enum' && enumsTaken.has(name)) taken.push(`an enum is named ${name}`);
  }
  const ruleKeys = new Set([
    ...Object.keys(shared.validation),
    ...Object.keys(shared.errors),
    ...declared.flatMap((resource) =>
      Object.values(resource.ruleMessages ?? {}).flatMap((words) => [
        ...Object.keys(words.validation ?? {}),
        ...Object.keys(words.errors ?? {}),
      ]),
    ),
  ]);
  for (const rule of spec.rules)
    if (ruleKeys.has(rule.key)) taken.push(`a message is keyed validation.${rule.key}`);
  const files = filesOf({ spec, migration: '', menuOrder: null, referenced: new Map() });
  for (const file of Object.keys(files)) if (fs.existsSync(at(file))) taken.push(`${file} exists`);
  for (const folder of [`server/modules/${names.camel}`, `src/resources/${names.camel}`])
    if (fs.existsSync(at(folder))) taken.push(`${folder}/ exists`);
  if (taken.length > 0)
    throw new UsageError(`"${spec.name}" is taken: ${[...new Set(taken)].join('; ')}`);

  const referenced = new Map<string, Referenced>();
  for (const ref of new Set(
    spec.fields.flatMap((field) => (field.kind === 'ref' ? [field.ref] : [])),
  )) {
    const target = declared.find((resource) => resource.name === ref);
    const repo = `server/modules/${namesOf(ref).camel}/repo.ts`;
    const records = `export const ${namesOf(ref).one}Records`;
    if (!target?.api.list) throw new UsageError(`ref=${ref}: no declared resource is named ${ref}`);
    if (!fs.existsSync(at(repo)) || !fs.readFileSync(at(repo), 'utf8').includes(records))
      throw new UsageError(`ref=${ref}: its records are not in ${repo} (${records})`);
    const sample = sampleBody(target.api.create?.body);
    if (!sample)
      throw new UsageError(
        `ref=${ref}: the test could not make one (its create call is particular)`,
      );
    referenced.set(ref, { name: ref, path: target.api.list.path, sample });
  }

  let menuOrder: number | null = null;
  if (spec.menu) {
    const group = spec.menu.group;
    const fixed = tree.sidebar.find((node) => node.key === group)?.children ?? [];
    const orders = [
      ...fixed.map((child, index) => child.order ?? (index + 1) * 10),
      ...declared.flatMap((resource) =>
        resource.menu?.group === group ? [resource.menu.order] : [],
      ),
    ];
    menuOrder = spec.menu.order ?? Math.floor(Math.max(0, ...orders) / 10) * 10 + 10;
  }

  const context = { spec, migration: timestampedName(names.table), menuOrder, referenced };
  return {
    ...filesOf(context),
    'server/modules/registry.ts': registryWith(
      'server/modules/registry.ts',
      'MODULES',
      `import { ${names.camel}Module } from './${names.camel}';`,
      `${names.camel}Module`,
    ),
    'src/resources/registry.ts': registryWith(
      'src/resources/registry.ts',
      'RESOURCES',
      `import { ${names.camel} } from './${names.camel}';`,
      names.camel,
    ),
  };
}

async function main(args: string[]): Promise<number> {
  let spec;
  try {
    spec = parseCommandLine(args);
    if (!spec) {
      console.log(USAGE);
      return 0;
    }
    const files = await plan(spec);
    const { format, resolveConfig } = await import('prettier');
    const formatted = await Promise.all(
      Object.entries(files).map(async ([file, text]) => {
        const options = await resolveConfig(at(file));
        return [file, await format(text, { ...options, filepath: at(file) })] as const;
      }),
    );
    for (const [file, text] of formatted) {
      fs.mkdirSync(path.dirname(at(file)), { recursive: true });
      fs.writeFileSync(at(file), text);
    }
    const { camel } = namesOf(spec.name);
    console.log(`Wrote ${formatted.map(([file]) => file).join('\n      ')}

Next:
  npx vitest run --project api tests/api/${camel}.test.ts
  npx vitest run --project unit tests/unit/resourceCompleteness.test.ts  (asks for the Chinese labels:
    add zh_CN to src/resources/${camel}/messages.ts${spec.rules.some((rule) => !rule.text.zh_CN) ? ", and the rules' Chinese in contract/" + camel + '.ts' : ''})
${spec.rules.length > 0 ? `  write when each rule holds in server/modules/${camel}/repo.ts (its rules' holds), and its test\n    in tests/api/${camel}.test.ts\n` : ''}  then what is particular to it: docs/extending.md`);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`new-resource: ${error.message}\n\n${USAGE}`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
