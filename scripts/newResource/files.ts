import { capital, labelOf, namesOf, valueLabelOf, type Names } from './names';
import type { FieldSpec, ResourceSpec } from './spec';

/** What the generator needs to know of a resource a reference field names. */
export interface Referenced {
  name: string;
  /** Its API path, and a body its create call accepts (for the generated test). */
  path: string;
  sample: Record<string, unknown>;
}

export interface Context {
  spec: ResourceSpec;
  /** The migration's name, `<yyyymmdd>T<hhmm>_<table>`. */
  migration: string;
  menuOrder: number | null;
  referenced: Map<string, Referenced>;
}

const columnOf = (field: FieldSpec) => field.name.replace(/([A-Z])/g, '_$1').toLowerCase();
const js = (value: unknown) => JSON.stringify(value);
/** An enum's schema: named after the record, so no other resource's enum takes its labels. */
const enumOf = (names: Names, field: FieldSpec) => `${names.one}${capital(field.name)}`;
/** The repo function a referenced resource's records come from: `senderIdRecords`. */
const recordsOf = (name: string) => `${namesOf(name).one}Records`;

class Imports {
  private readonly from = new Map<string, Set<string>>();
  add(module: string, ...names: string[]) {
    const set = this.from.get(module) ?? new Set<string>();
    for (const name of names) set.add(name);
    this.from.set(module, set);
  }
  toString() {
    const relative = (module: string) => module.startsWith('.');
    return [...this.from]
      .sort(([a], [b]) => Number(relative(a)) - Number(relative(b)) || a.localeCompare(b))
      .map(([module, names]) => {
        // values first, then types, each alphabetically
        const sorted = [...names].sort(
          (a, b) =>
            Number(a.startsWith('type ')) - Number(b.startsWith('type ')) || a.localeCompare(b),
        );
        const onlyTypes = sorted.every((name) => name.startsWith('type '));
        return onlyTypes
          ? `import type { ${sorted.map((name) => name.slice(5)).join(', ')} } from '${module}';`
          : `import { ${sorted.join(', ')} } from '${module}';`;
      })
      .join('\n');
  }
}

/** A field's schema, neither optional nor nullable (optional text may be empty). */
function baseSchema(names: Names, field: FieldSpec, imports: Imports): string {
  switch (field.kind) {
    case 'text':
    case 'multiline': {
      const max = field.kind === 'text' ? 200 : 2000;
      imports.add('./rules', field.optional ? 'plainText' : 'plainName');
      return field.optional ? `plainText(${max})` : `plainName(${max})`;
    }
    case 'phone':
      imports.add('./rules', 'phoneNumber');
      return 'phoneNumber';
    case 'email':
      imports.add('./rules', 'emailAddress');
      return 'emailAddress';
    case 'country':
      imports.add('./countries', 'countryCode');
      return 'countryCode';
    case 'money':
      imports.add('./money', 'money');
      return 'money';
    case 'integer':
      return 'z.int32()';
    case 'boolean':
      return 'z.boolean()';
    case 'date':
      return "z.iso.date({ message: 'validation.date' })";
    case 'datetime':
      imports.add('./list', 'isoDateTime');
      return 'isoDateTime';
    case 'enum':
      return enumOf(names, field);
    case 'ref':
      return 'z.string().min(1).max(64)';
  }
}

/** A field's default as TypeScript. */
const defaultOf = (field: FieldSpec) =>
  ['integer', 'boolean'].includes(field.kind) ? String(field.default) : js(field.default);

/** The schema of a field in the create call's body: a default, or optional, or required. */
function createSchema(names: Names, field: FieldSpec, imports: Imports): string {
  const base = baseSchema(names, field, imports);
  if (field.default !== null) return `${base}.default(${defaultOf(field)})`;
  return field.optional ? `${base}.optional()` : base;
}

/** The schema of a field in the update call's body: left out, it stays; null clears it. */
function updateSchema(names: Names, field: FieldSpec, imports: Imports): string {
  const clearable = field.optional && field.kind !== 'boolean';
  return `${baseSchema(names, field, imports)}${clearable ? '.nullable()' : ''}.optional()`;
}

/** The schema of a field in the record the API answers. */
function recordSchema(names: Names, field: FieldSpec, imports: Imports): string {
  const nullable = field.optional ? '.nullable()' : '';
  switch (field.kind) {
    case 'money':
      imports.add('./money', 'money');
      return `money${nullable}`;
    case 'integer':
      return `z.number().int()${nullable}`;
    case 'boolean':
      return 'z.boolean()';
    case 'datetime':
      imports.add('./list', 'isoDateTime');
      return `isoDateTime${nullable}`;
    case 'enum':
      return `${enumOf(names, field)}${nullable}`;
    default:
      return `z.string()${nullable}`;
  }
}

/** The field's declaration: how the console shows, sorts and filters it. */
function fieldDef(names: Names, field: FieldSpec, representation: string): string {
  const sort = field.name === representation ? ', sort: true' : '';
  const source = `source: ${js(field.name)}`;
  const filter = field.filter ? ', filter: true' : '';
  switch (field.kind) {
    case 'text':
    case 'phone':
    case 'email':
      return `{ ${source}, kind: 'text', list: true${sort}${filter} }`;
    case 'multiline':
      return `{ ${source}, kind: 'text', input: 'multiline' }`;
    case 'country':
      return `{ ${source}, kind: 'reference', lookup: 'country', list: true${filter} }`;
    case 'money':
      return `{ ${source}, kind: 'money', list: true, sort: true }`;
    case 'integer':
      return `{ ${source}, kind: 'text', input: 'number', align: 'right', list: true, sort: true }`;
    case 'boolean':
      return `{ ${source}, kind: 'boolean', list: true${filter} }`;
    case 'date':
      return `{ ${source}, kind: 'text', input: 'date', list: true, sort: true }`;
    case 'datetime':
      return `{ ${source}, kind: 'datetime', list: true, sort: true }`;
    case 'enum':
      return `{ ${source}, kind: 'enum', enum: ${js(enumOf(names, field))}, values: ${enumOf(names, field)}.options, list: true${filter} }`;
    case 'ref':
      return `{ ${source}, kind: 'reference', lookup: { resource: ${js(field.ref)} }, list: true${filter} }`;
  }
}

/** The field a record is named by in titles and confirmations: its first required text. */
const representationOf = (spec: ResourceSpec) =>
  spec.fields.find((field) => !field.optional && ['text', 'phone', 'email'].includes(field.kind))
    ?.name ?? 'id';

/**
 * The bodies the contract declares as examples, which the API reference shows and the
 * idempotency walk sends: none when a required field names another resource's record.
 */
function bodyExamples(spec: ResourceSpec): { create: string[]; update: string } | null {
  if (spec.fields.some((field) => field.kind === 'ref' && !field.optional)) return null;
  const plain = spec.fields.filter((field) => field.kind !== 'ref');
  if (plain.length === 0) return null;
  const body = (value: (field: FieldSpec) => string) =>
    `{ ${plain.map((field) => `${field.name}: ${value(field)}`).join(', ')} }`;
  // the walk makes a record for the update and one for the delete: each its own unique values
  const creates = spec.fields.some((field) => field.unique) ? [0, 1, 2] : [0];
  const representation = representationOf(spec);
  const changedFirst = plain.find((field) => field.name === representation) ?? plain[0];
  return {
    create: creates.map((variant) =>
      body((field) => (field.unique ? variantOf(field, variant) : samplesOf(field).valid)),
    ),
    // one value: a rule of the resource's own is least likely to refuse it
    update: `{ ${changedFirst.name}: ${samplesOf(changedFirst).changed} }`,
  };
}

/** The n-th of five values a unique field's samples take (the first is its valid sample). */
function variantOf(field: FieldSpec, n: number): string {
  const label = labelOf(field.name).toLowerCase();
  switch (field.kind) {
    case 'phone':
      return js(`+4477009001${23 + n}`);
    case 'email':
      return js(n === 0 ? 'someone@example.com' : `someone${n + 1}@example.com`);
    case 'integer':
      return String(42 + n);
    case 'date':
      return js(`2026-12-0${n + 1}`);
    case 'country':
      return js(['GB', 'FR', 'DE', 'JP', 'CA'][n]);
    default:
      return js(`${['Sample', 'Second', 'Third', 'Fourth', 'Fifth'][n]} ${label}`);
  }
}

function contractFile({ spec, menuOrder }: Context): string {
  const names = namesOf(spec.name);
  const imports = new Imports();
  imports.add('zod', 'z');
  imports.add('./list', 'isoDateTime');
  imports.add('./onFirstUse', 'onFirstUse');
  imports.add('./resource', 'declareCrudResource');
  const enums = spec.fields
    .filter((field) => field.kind === 'enum')
    .map(
      (field) =>
        `export const ${enumOf(names, field)} = onFirstUse(() => z.enum(${js(field.values)}));`,
    );
  const record = spec.fields.map(
    (field) => `${field.name}: ${recordSchema(names, field, imports)},`,
  );
  const create = spec.fields.map(
    (field) => `${field.name}: ${createSchema(names, field, imports)},`,
  );
  const update = spec.fields.map(
    (field) => `${field.name}: ${updateSchema(names, field, imports)},`,
  );
  const ruleMessages = (language: 'en_US' | 'zh_CN') =>
    `${language}: { validation: { ${spec.rules.map((rule) => `${rule.key}: ${js(rule.text[language])}`).join(', ')} } },`;
  const writes = spec.writes;
  const representation = representationOf(spec);
  const examples = bodyExamples(spec);
  const menu = spec.menu
    ? `menu: { group: ${js(spec.menu.group)}, key: ${js(names.camel)}, order: ${menuOrder} },`
    : '';
  return `${imports}

${enums.join('\n\n')}

export const ${names.one} = onFirstUse(() =>
  z.object({
    id: z.string(),
    ${record.join('\n')}
    createdAt: isoDateTime,
  }),
);
export type ${names.One} = z.infer<typeof ${names.one}>;

export const ${names.one}Create = onFirstUse(() =>
  z.object({
    ${create.join('\n')}
  })${examples ? `.meta({ examples: [${examples.create.join(', ')}] })` : ''},
);
${
  writes.includes('update')
    ? `
/** An update changes the values it names (null clears an optional one); the others stay. */
export const ${names.one}Update = onFirstUse(() =>
  z.object({
    ${update.join('\n')}
  })${examples ? `.meta({ examples: [${examples.update}] })` : ''},
);
`
    : ''
}
/** ${capital(names.plural)} of each account. */
export const ${names.camel} = declareCrudResource({
  name: ${js(spec.name)},
  path: ${js(`/v1/${spec.name}`)},
  permission: ${js(spec.permission)},
  ${menu}
  record: ${names.one},
  create: ${names.one}Create,
  ${writes.includes('update') ? `update: ${names.one}Update,` : ''}
  ${writes.includes('delete') ? 'remove: true,' : ''}
  ${
    spec.rules.length > 0
      ? `// its own rules' words (repo.ts holds the rules)
  ruleMessages: {\n${ruleMessages('en_US')}\n${ruleMessages('zh_CN')}\n},`
      : ''
  }
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordRepresentation: ${js(representation)},
  fields: [
    ${spec.fields.map((field) => `${fieldDef(names, field, representation)},`).join('\n')}
    { source: 'createdAt', kind: 'datetime', list: true, sort: true },
  ],
});
`;
}

/** The column of an ignore-case unique field's lower-case value: `name_key`. */
const keyColumnOf = (field: FieldSpec) => `${columnOf(field)}_key`;

/** The column a unique field's index holds: itself, or its lower-case twin. */
const uniqueColumnOf = (field: FieldSpec) =>
  field.unique === 'ignore-case' ? keyColumnOf(field) : columnOf(field);

/**
 * How a column's value becomes the record's, a create's value the column's (`toColumn`: an
 * optional one without a default may be missing) and an update's (`change`: an optional one
 * may be null).
 */
function conversions(field: FieldSpec, imports: Imports, names: Names) {
  const column = columnOf(field);
  const row = `row.${column}`;
  const input = `input.${field.name}`;
  const missing = field.optional && field.default === null;
  const clearable = field.optional && field.kind !== 'boolean';
  const orNull = (expression: string) =>
    field.optional ? `${row} === null ? null : ${expression}` : expression;
  const converted = (expression: string) => ({
    toColumn: missing ? `${input} === undefined ? null : ${expression}` : expression,
    change: clearable ? `${input} === null ? null : ${expression}` : expression,
  });
  switch (field.kind) {
    case 'money':
      imports.add('../../../contract/money', 'fromMicros', 'toMicros');
      return {
        toRecord: orNull(`fromMicros(Number(${row}))`),
        ...converted(`toMicros(${input})`),
      };
    case 'boolean':
      return { toRecord: `${row} === 1`, toColumn: `${input} ? 1 : 0`, change: `${input} ? 1 : 0` };
    case 'datetime':
      imports.add('../../lib/isoTime', 'isoTime');
      return {
        toRecord: orNull(`isoTime(Number(${row}))`),
        ...converted(`Date.parse(${input})`),
      };
    case 'enum':
      imports.add('../../../contract/' + names.camel, enumOf(names, field));
      return {
        toRecord: orNull(`${enumOf(names, field)}.parse(${row})`),
        toColumn: missing ? `${input} ?? null` : input,
        change: input,
      };
    default:
      return { toRecord: row, toColumn: missing ? `${input} ?? null` : input, change: input };
  }
}

/** A create's body as the record has its values (a missing one null): what its rules judge. */
function recordValues(spec: ResourceSpec): string {
  const missing = spec.fields.filter((field) => field.optional && field.default === null);
  const value = (field: FieldSpec) =>
    `${field.name}: input.${field.name} ?? ${field.kind === 'boolean' ? 'false' : 'null'}`;
  return `{ ...input${missing.map((field) => `, ${value(field)}`).join('')} }`;
}

const columnType = (field: FieldSpec): string => {
  switch (field.kind) {
    case 'text':
      return "'varchar(200)'";
    case 'phone':
      return "'varchar(16)'";
    case 'email':
      return "'varchar(254)'";
    case 'country':
      return "'varchar(2)'";
    case 'money':
    case 'datetime':
      return "'bigint'";
    case 'integer':
    case 'boolean':
      return "'integer'";
    case 'date':
      return "'varchar(10)'";
    case 'enum':
      return `'varchar(${Math.max(...field.values.map((value) => value.length))})'`;
    case 'ref':
      return "'varchar(64)'";
    case 'multiline':
      return "'text'";
  }
};

const tsTypeOf = (field: FieldSpec) =>
  ['money', 'datetime', 'integer', 'boolean'].includes(field.kind) ? 'number' : 'string';

function migrationFile({ spec }: Context): string {
  const names = namesOf(spec.name);
  const notNull = (field: FieldSpec) =>
    field.optional && field.kind !== 'boolean' ? '' : ', (c) => c.notNull()';
  const columns = spec.fields.flatMap((field) => [
    `.addColumn(${js(columnOf(field))}, ${columnType(field)}${notNull(field)})`,
    ...(field.unique === 'ignore-case'
      ? [`.addColumn(${js(keyColumnOf(field))}, ${columnType(field)}${notNull(field)})`]
      : []),
  ]);
  const unique = spec.fields.filter((field) => field.unique);
  const constraints = unique.map(
    (field) =>
      `.addUniqueConstraint(${js(`${names.table}_${columnOf(field)}_unique`)}, ['main_id', ${js(uniqueColumnOf(field))}])`,
  );
  const once = unique.map(
    (field) =>
      `${field.unique === 'ignore-case' ? 'whatever its case, ' : ''}a ${labelOf(field.name).toLowerCase()} once per account`,
  );
  return `import type { Kysely } from 'kysely';

/** ${capital(names.plural)} of each account${once.length > 0 ? `; ${once.join('; ')}` : ''}. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable(${js(names.table)})
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', 'varchar(64)', (c) => c.notNull())
    ${columns.join('\n')}
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    ${constraints.join('\n')}
    .execute();
  await db.schema
    .createIndex(${js(`${names.table}_by_account`)})
    .on(${js(names.table)})
    .columns(['main_id', 'created_at'])
    .execute();
}
`;
}

function tableFile({ spec }: Context): string {
  const names = namesOf(spec.name);
  const nullable = (field: FieldSpec) =>
    field.optional && field.kind !== 'boolean' ? ' | null' : '';
  const columns = spec.fields.flatMap((field) => [
    `${columnOf(field)}: ${tsTypeOf(field)}${nullable(field)};`,
    ...(field.unique === 'ignore-case'
      ? [
          `/** ${labelOf(field.name)} in lower case: once per account, whatever its case. */`,
          `${keyColumnOf(field)}: string${nullable(field)};`,
        ]
      : []),
  ]);
  const booleans = spec.fields.some((field) => field.kind === 'boolean');
  const amounts = spec.fields.some((field) => field.kind === 'money');
  return `/** The module's table, added to the database's type where the module is.${
    booleans || amounts ? '\n *' : ''
  }${booleans ? ' Yes or no is 1 or 0.' : ''}${amounts ? ' Amounts are micro-dollars.' : ''} */
export interface ${names.Pascal}Table {
  id: string;
  main_id: string;
  ${columns.join('\n')}
  created_at: number;
}

declare module '../../db/schema' {
  interface Database {
    ${names.table}: ${names.Pascal}Table;
  }
}
`;
}

function repoFile({ spec }: Context): string {
  const names = namesOf(spec.name);
  const imports = new Imports();
  imports.add('zod', 'type z');
  imports.add('../../../contract/' + names.camel, names.camel, `type ${names.One}`);
  imports.add('../../db/connect', 'type Db');
  imports.add('../../lib/isoTime', 'isoTime');
  imports.add('../../http/ownedRecords', 'ownedRecords');
  imports.add('./table', `type ${names.Pascal}Table`);
  const converted = spec.fields.map((field) => ({
    field,
    ...conversions(field, imports, names),
  }));
  const refs = spec.fields.filter((field) => field.kind === 'ref');
  const renamed = spec.fields.filter((field) => columnOf(field) !== field.name);
  const unique = spec.fields.filter((field) => field.unique);
  const folded = spec.fields.filter((field) => field.unique === 'ignore-case');
  const update = spec.writes.includes('update');
  const rules = spec.rules.length > 0;
  if (update) imports.add('../../http/ownedRecords', 'type OwnedColumns');
  if (rules) imports.add('../../http/recordRules', 'checkRules', 'type RecordRule');
  let checks = '';
  if (refs.length > 0) {
    imports.add('../../errors', 'badRequest');
    for (const ref of new Set(refs.map((field) => field.ref)))
      imports.add(`../${namesOf(ref).camel}/repo`, recordsOf(ref));
    const inputType = refs
      .map((field) => `${field.name}?: string${field.optional ? ' | null' : ''}`)
      .join('; ');
    checks = `
/** A record it names must be one of the account's own. */
async function checkReferences(db: Db, mainId: string, input: { ${inputType} }) {
  ${refs
    .map(
      (field) =>
        `if (input.${field.name} != null && !(await ${recordsOf(field.ref)}(db).owns(mainId, input.${field.name})))
    throw badRequest('errors.invalidRequest', { ${field.name}: 'validation.oneOf' });`,
    )
    .join('\n  ')}
}
`;
  }
  const ruleList = rules
    ? `
type ${names.One}Values = Omit<${names.One}, 'id' | 'createdAt'>;

/**
 * Its own rules, judged on a create and on an update, on the values as they will be saved
 * (\`stored\`: the record before an update, null on a create); a broken one is refused under
 * its field, in the words of the contract's ruleMessages.
 */
const rules: RecordRule<${names.One}Values>[] = [
  ${spec.rules.map((rule) => `{ field: ${js(rule.field)}, message: ${js(`validation.${rule.key}`)}, holds: () => true },`).join('\n  ')}
];
`
    : '';
  const check = refs.length > 0 ? '  await checkReferences(db, mainId, input);\n' : '';
  const createRules = rules ? `  checkRules(rules, ${recordValues(spec)}, null);\n` : '';
  const updateRules = rules
    ? `  const stored = await ${names.one}Records(db).one(mainId, id);
  checkRules(rules, { ...stored, ...input }, stored);\n`
    : '';
  const lower = (field: FieldSpec, nullable: boolean) =>
    nullable
      ? `input.${field.name} === null ? null : input.${field.name}.toLowerCase()`
      : `input.${field.name}.toLowerCase()`;
  const keyColumns = folded.map(
    (field) =>
      `${keyColumnOf(field)}: ${field.optional && field.default === null ? `input.${field.name} === undefined ? null : input.${field.name}.toLowerCase()` : lower(field, false)},`,
  );
  const keyChanges = folded.map(
    (field) =>
      `if (input.${field.name} !== undefined) changes.${keyColumnOf(field)} = ${lower(field, field.optional)};`,
  );
  const uniqueOption =
    unique.length > 0
      ? `unique: { ${unique.map((field) => `${uniqueColumnOf(field)}: ${js(field.name)}`).join(', ')} },`
      : '';
  return `${imports}

const to${names.One} = (row: ${names.Pascal}Table): ${names.One} => ({
  id: row.id,
  ${converted.map(({ field, toRecord }) => `${field.name}: ${toRecord},`).join('\n')}
  createdAt: isoTime(Number(row.created_at)),
});

/** List, one, create, update and delete within the account. */
export const ${names.one}Records = (db: Db) =>
  ownedRecords(db, {
    table: ${js(names.table)},
    fields: ${names.camel}.fields,
    columns: { ${renamed.map((field) => `${field.name}: ${js(columnOf(field))}, `).join('')}createdAt: 'created_at' },
    toRecord: to${names.One},
    ${uniqueOption}
  });
${checks}${ruleList}
type ${names.One}Input = z.output<typeof ${names.camel}.api.create.body>;

/** Adds a ${names.single} to the account.${refs.length > 0 ? " What it names must be the account's own." : ''} */
export async function create${names.One}(db: Db, mainId: string, input: ${names.One}Input) {
${check}${createRules}  return ${names.one}Records(db).create(mainId, {
    ${converted.map(({ field, toColumn }) => `${columnOf(field)}: ${toColumn},`).join('\n')}
    ${keyColumns.join('\n')}
    created_at: Date.now(),
  });
}
${
  update
    ? `
type ${names.One}Changes = z.output<typeof ${names.camel}.api.update.body>;

/** Changes the values the body names (null clears an optional one); the others stay. */
export async function update${names.One}(
  db: Db,
  mainId: string,
  id: string,
  input: ${names.One}Changes,
) {
${check}${updateRules}  const changes: Partial<OwnedColumns<${js(names.table)}>> = {};
  ${converted
    .map(
      ({ field, change }) =>
        `if (input.${field.name} !== undefined) changes.${columnOf(field)} = ${change};`,
    )
    .join('\n  ')}
  ${keyChanges.join('\n  ')}
  return ${names.one}Records(db).update(mainId, id, changes);
}
`
    : ''
}`;
}

function routesFile({ spec }: Context): string {
  const names = namesOf(spec.name);
  const update = spec.writes.includes('update');
  const remove = spec.writes.includes('delete');
  const repo = [
    `create${names.One}`,
    `${names.one}Records`,
    ...(update ? [`update${names.One}`] : []),
  ];
  const calls = [
    'list',
    'one',
    'create',
    ...(update ? ['update'] : []),
    ...(remove ? ['delete'] : []),
  ];
  return `import type { FastifyInstance } from 'fastify';
import { ${names.camel} } from '../../../contract/${names.camel}';
import { resourceRoutes } from '../../http/resourceRoutes';
import { ${repo.sort().join(', ')} } from './repo';

/** The account's ${names.plural}: ${calls.join(', ')} (guarded as declared). */
export async function ${names.one}Routes(app: FastifyInstance) {
  const records = ${names.one}Records(app.db);
  resourceRoutes(app, ${names.camel}, {
    list: async ({ auth, query }) => records.list(auth.mainId, query),
    one: async ({ auth, params }) => records.one(auth.mainId, params.id),
    create: async ({ auth, body }) => create${names.One}(app.db, auth.mainId, body),
    ${update ? `update: async ({ auth, params, body }) => update${names.One}(app.db, auth.mainId, params.id, body),` : ''}
    ${remove ? 'remove: async ({ auth, params }) => records.remove(auth.mainId, params.id),' : ''}
  });
}
`;
}

function moduleFile({ spec, migration }: Context): string {
  const names = namesOf(spec.name);
  const referenced = new Set(
    spec.fields.flatMap((field) => (field.kind === 'ref' ? [namesOf(field.ref).camel] : [])),
  );
  return `import { ${names.camel} } from '../../../contract/${names.camel}';
import type { ServerModule } from '../module';
import * as migration from './migration';
import { ${names.one}Routes } from './routes';
import './table';

/** ${capital(names.plural)}: a declared resource each account keeps its own of. */
export const ${names.camel}Module: ServerModule = {
  name: '${names.camel}',
  dependsOn: ${js([...referenced].sort())},
  resources: [${names.camel}],
  routes: ${names.one}Routes,
  migrations: { ${js(migration)}: migration },
};
`;
}

function consoleIndexFile({ spec }: Context): string {
  const names = namesOf(spec.name);
  const views = [
    'list',
    'show',
    'create',
    ...(spec.writes.includes('update') ? ['edit'] : []),
    ...(spec.writes.includes('delete') ? ['delete'] : []),
  ];
  const sentence = `${views.slice(0, -1).join(', ')} and ${views[views.length - 1]}`;
  return `import { ${names.camel} as declaration } from '../../../contract/${names.camel}';
import { defineResource } from '../define';
import { messages } from './messages';

/** ${capital(names.plural)}: ${sentence}, from the contract's declaration. */
export const ${names.camel} = defineResource({ ...declaration, messages${
    spec.writes.includes('update') ? ', views: { edit: true }' : ''
  } });
`;
}

function consoleMessagesFile({ spec }: Context): string {
  const names = namesOf(spec.name);
  const fields = spec.fields.map((field) => `${field.name}: ${js(labelOf(field.name))},`);
  const enums = spec.fields
    .filter((field) => field.kind === 'enum')
    .map(
      (field) =>
        `${enumOf(names, field)}: { ${field.values.map((value) => `${value}: ${js(field.labels[value] ?? valueLabelOf(value))}`).join(', ')} },`,
    );
  return `import type { ResourceMessagesByLanguage } from '../define';

/** ${capital(names.plural)}' labels in each language, kept with the resource. */
export const messages: ResourceMessagesByLanguage = {
  en_US: {
    resource: {
      name: ${js(`${capital(names.single)} |||| ${capital(names.plural)}`)},
      fields: {
        ${fields.join('\n')}
        createdAt: 'Created',
      },
    },
    ${spec.menu ? `menu: ${js(capital(names.plural))},` : ''}
    ${enums.length > 0 ? `enums: {\n${enums.join('\n')}\n},` : ''}
    emptyList: ${js(`No ${names.plural} yet. Create one to see it listed here.`)},
  },
};
`;
}

/** Values the generated test sends: a valid one, another for the update, one refused. */
function samplesOf(field: FieldSpec): { valid: string; changed: string; bad: string } {
  const name = field.name;
  switch (field.kind) {
    case 'text':
      return {
        valid: js(`Sample ${labelOf(name).toLowerCase()}`),
        changed: js(`Changed ${labelOf(name).toLowerCase()}`),
        bad: js('Emoji 😀'),
      };
    case 'multiline':
      return { valid: js('First line\nSecond line'), changed: js('Changed'), bad: js('Emoji 😀') };
    case 'phone':
      return { valid: js('+447700900123'), changed: js('+14155550123'), bad: js('12345') };
    case 'email':
      return {
        valid: js('someone@example.com'),
        changed: js('other@example.com'),
        bad: js('not-an-email'),
      };
    case 'country':
      return { valid: js('GB'), changed: js('US'), bad: js('XX') };
    case 'money':
      return { valid: js('12.50'), changed: js('3.00'), bad: js('12.5.0') };
    case 'integer':
      return { valid: '42', changed: '7', bad: '1.5' };
    case 'boolean':
      return { valid: 'true', changed: 'false', bad: js('yes') };
    case 'date':
      return { valid: js('2026-12-01'), changed: js('2027-01-15'), bad: js('2026-13-01') };
    case 'datetime':
      return {
        valid: js('2026-12-01T10:00:00.000Z'),
        changed: js('2027-01-15T08:30:00.000Z'),
        bad: js('tomorrow'),
      };
    case 'enum':
      return {
        valid: js(field.values[0]),
        changed: js(field.values[1] ?? field.values[0]),
        bad: js('not_listed'),
      };
    case 'ref':
      return { valid: `refs.${name}`, changed: `refs.${name}`, bad: js('no-such-record') };
  }
}

function apiTestFile({ spec, referenced }: Context): string {
  const names = namesOf(spec.name);
  const examples = bodyExamples(spec) !== null;
  const path = `/v1/${spec.name}`;
  const update = spec.writes.includes('update');
  const remove = spec.writes.includes('delete');
  const plain = spec.fields.filter((field) => field.kind !== 'ref');
  const refs = spec.fields.filter((field) => field.kind === 'ref');
  const samples = new Map(spec.fields.map((field) => [field.name, samplesOf(field)]));
  const body = (kind: 'valid' | 'changed', fields: FieldSpec[]) =>
    fields.map((field) => `${field.name}: ${samples.get(field.name)?.[kind]},`).join('\n');
  const required = spec.fields.filter(
    (field) => !field.optional && field.kind !== 'boolean' && field.default === null,
  );
  const unique = spec.fields.filter((field) => field.unique);
  const defaulted = spec.fields.filter((field) => field.default !== null);
  const clearable = spec.fields.filter((field) => field.optional && field.kind !== 'boolean');
  /** A valid body whose unique values are the n-th of their variants. */
  const spreadOf = (n: number) =>
    `...VALID${refs.length > 0 ? ', ...refs' : ''}${unique.length > 0 ? `, ...UNIQUE[${n}]` : ''}`;
  const validWith = (n: number) => `{ ${spreadOf(n)} }`;
  const uniqueTest =
    unique.length === 0
      ? ''
      : `
  it('refuses a ${unique.map((field) => labelOf(field.name).toLowerCase()).join(' or a ')} the account already has, on create${update ? ' and update' : ''}, under the field', async () => {
    const kept = await create(${validWith(1)});
    expect(kept.status).toBe(200);
    ${
      update
        ? `const other = await create(${validWith(2)});
    expect(other.status).toBe(200);`
        : ''
    }
    const taken: [string, unknown][] = [
      ${unique.map((field) => `[${js(field.name)}, ${field.unique === 'ignore-case' ? js(String(JSON.parse(variantOf(field, 1))).toUpperCase()) : variantOf(field, 1)}],`).join('\n      ')}
    ];
    for (const [field, value] of taken)
      for (const [language, words] of [
        ['en-US', sharedPublicEn.errors.valueInUse],
        ['zh-CN', sharedPublicZh.errors.valueInUse],
      ]) {
        const again = await call(ctx.app, 'POST', PATH, {
          token,
          language,
          body: { ${spreadOf(3)}, [field]: value },
        });
        expect([again.status, again.body.code], field).toEqual([409, '409001']);
        expect(again.body.data, field).toEqual({ fields: { [field]: words } });
${
  update
    ? `        const moved = await call(ctx.app, 'PUT', \`\${PATH}/\${other.body.data.id}\`, {
          token,
          language,
          body: { [field]: value },
        });
        expect([moved.status, moved.body.data], field).toEqual([409, { fields: { [field]: words } }]);
`
    : ''
}      }
    const elsewhere = (await otherMainAccount(ctx.db)).token;
    expect((await create(${refs.length > 0 ? `{ ...VALID, ...(await referencesOf(elsewhere)), ...UNIQUE[1] }` : validWith(1)}, elsewhere)).status).toBe(200);
  });
`;
  const defaultTest =
    defaulted.length === 0
      ? ''
      : `
  it('gives ${defaulted.map((field) => labelOf(field.name).toLowerCase()).join(' and ')} left out ${defaulted.length > 1 ? 'their defaults' : 'its default'}', async () => {
    const { ${defaulted.map((field) => `${field.name}: _${field.name}`).join(', ')}, ...without } = ${validWith(4)};
    const made = await create(without);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ ${defaulted.map((field) => `${field.name}: ${defaultOf(field)}`).join(', ')} });
  });
`;
  const clearTest =
    !update || clearable.length === 0
      ? ''
      : `
  it('clears an optional value sent as null, and keeps the values left out', async () => {
    const made = await create(${validWith(3)});
    const cleared = await call<${names.One}>(ctx.app, 'PUT', \`\${PATH}/\${made.body.data.id}\`, {
      token,
      body: { ${clearable.map((field) => `${field.name}: null`).join(', ')} },
    });
    expect([cleared.status, cleared.body.code]).toEqual([200, '000000']);
    expect(cleared.body.data).toEqual({ ...made.body.data, ${clearable.map((field) => `${field.name}: null`).join(', ')} });
    const reread = await call<${names.One}>(ctx.app, 'GET', \`\${PATH}/\${made.body.data.id}\`, { token });
    expect(reread.body.data).toEqual(cleared.body.data);
  });
`;
  const refused = spec.fields.map(
    (field) => `[${js(field.name)}, ${samples.get(field.name)?.bad}],`,
  );
  const refResources = [...new Set(refs.map((field) => field.ref))];
  const refsHelper =
    refs.length > 0
      ? `
  /** The records of other resources a ${names.single} names, made in the account of \`as\`. */
  async function referencesOf(as: string) {
    ${refResources
      .map((ref) => {
        const target = referenced.get(ref);
        return `const ${namesOf(ref).one} = await call<{ id: string }>(ctx.app, 'POST', ${js(target?.path)}, {
      token: as,
      body: ${js(target?.sample)},
    });`;
      })
      .join('\n    ')}
    return { ${refs.map((field) => `${field.name}: ${namesOf(field.ref).one}.body.data.id`).join(', ')} };
  }
`
      : '';
  const refsOf = (as: string) =>
    refs.length > 0 ? `{ ...VALID, ...(await referencesOf(${as})) }` : 'VALID';
  return `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${examples ? `${names.camel}, ` : ''}type ${names.One} } from '../../contract/${names.camel}';
${unique.length > 0 ? "import { sharedPublicEn } from '../../messages/sharedPublic.en_US';\nimport { sharedPublicZh } from '../../messages/sharedPublic.zh_CN';\n" : ''}import { otherMainAccount } from './devtools.fixtures';
import { backends, call, ${examples ? 'examplesOf, ' : ''}signIn, startApp, type TestContext } from './harness';

const PATH = ${js(path)};
type Page = { list: ${names.One}[]; total: number };

${
  examples
    ? `/** The contract's first create example: the API reference shows it, the idempotency walk sends it. */
const VALID = examplesOf(${names.camel}.api.create.body)[0];`
    : `${refs.length > 0 ? '/** A valid body, less the records it names (made per account in the test). */\n' : ''}const VALID = {
  ${body('valid', plain)}
};`
}
${
  unique.length > 0
    ? `
/** The values each test gives the unique fields, so no test's record holds another's. */
const UNIQUE = [0, 1, 2, 3, 4].map((n) => ({
  ${unique.map((field) => `${field.name}: [${[0, 1, 2, 3, 4].map((n) => variantOf(field, n)).join(', ')}][n],`).join('\n  ')}
}));
`
    : ''
}
describe.each(backends())('${names.plural} on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  ${refs.length > 0 ? 'let refs: Awaited<ReturnType<typeof referencesOf>>;' : ''}
  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    ${refs.length > 0 ? 'refs = await referencesOf(token);' : ''}
  });
  afterAll(() => ctx.close());
${refsHelper}
  const create = (body: unknown, as = token) =>
    call<${names.One}>(ctx.app, 'POST', PATH, { token: as, body });
  const total = async () => (await call<Page>(ctx.app, 'GET', PATH, { token })).body.data.total;

  it('creates one, lists it, shows it${update ? ', changes it' : ''}${remove ? ' and deletes it' : ''}', async () => {
    const valid = { ...VALID${refs.length > 0 ? ', ...refs' : ''} };
    const created = await create(valid);
    expect([created.status, created.body.code]).toEqual([200, '000000']);
    expect(created.body.data).toMatchObject(valid);
    const id = created.body.data.id;
    const listed = await call<Page>(ctx.app, 'GET', PATH, { token });
    expect(listed.body.data.list.map((row) => row.id)).toContain(id);
    const shown = await call<${names.One}>(ctx.app, 'GET', \`\${PATH}/\${id}\`, { token });
    expect(shown.body.data).toEqual(created.body.data);
${
  update
    ? `    const changes = {
      ${body('changed', spec.fields)}
    };
    const changed = await call<${names.One}>(ctx.app, 'PUT', \`\${PATH}/\${id}\`, { token, body: changes });
    expect([changed.status, changed.body.code]).toEqual([200, '000000']);
    expect(changed.body.data).toMatchObject(changes);
    const reread = await call<${names.One}>(ctx.app, 'GET', \`\${PATH}/\${id}\`, { token });
    expect(reread.body.data).toEqual(changed.body.data);
`
    : ''
}${
    remove
      ? `    const deleted = await call(ctx.app, 'DELETE', \`\${PATH}/\${id}\`, { token });
    expect(deleted.status).toBe(200);
    const gone = await call(ctx.app, 'GET', \`\${PATH}/\${id}\`, { token });
    expect([gone.status, gone.body.code]).toEqual([404, '404001']);
`
      : ''
  }  });

  it('refuses a wrong value under its field, and a missing one, storing nothing', async () => {
    const before = await total();
    const refused: [string, unknown][] = [
      ${refused.join('\n      ')}
    ];
    for (const [field, value] of refused) {
      const answer = await create({ ...VALID${refs.length > 0 ? ', ...refs' : ''}, [field]: value });
      expect([answer.status, answer.body.code], field).toEqual([400, '400001']);
      expect(answer.body.data, field).toHaveProperty(['fields', field]);
    }
${
  required.length > 0
    ? `    const { ${required[0].name}: _missing, ...without } = { ...VALID${refs.length > 0 ? ', ...refs' : ''} };
    const missing = await create(without);
    expect([missing.status, missing.body.code]).toEqual([400, '400001']);
    expect(missing.body.data).toHaveProperty(['fields', ${js(required[0].name)}]);
`
    : ''
}    expect(await total()).toBe(before);
  });
${uniqueTest}${defaultTest}${clearTest}
  it("answers 404 for another account's ${names.single}, and leaves it alone", async () => {
    const other = (await otherMainAccount(ctx.db)).token;
    const theirs = await create(${refsOf('other')}, other);
    expect(theirs.status).toBe(200);
    const at = \`\${PATH}/\${theirs.body.data.id}\`;
    const tries = [
      call(ctx.app, 'GET', at, { token }),
      ${update ? `call(ctx.app, 'PUT', at, { token, body: {} }),` : ''}
      ${remove ? `call(ctx.app, 'DELETE', at, { token }),` : ''}
    ];
    for (const answer of await Promise.all(tries))
      expect([answer.status, answer.body.code]).toEqual([404, '404001']);
    const still = await call<${names.One}>(ctx.app, 'GET', at, { token: other });
    expect(still.body.data).toEqual(theirs.body.data);
  });
});
`;
}

/** Every new file of the resource, by path from the repository's root. */
export function filesOf(context: Context): Record<string, string> {
  const { camel } = namesOf(context.spec.name);
  const module = `server/modules/${camel}`;
  return {
    [`contract/${camel}.ts`]: contractFile(context),
    [`${module}/index.ts`]: moduleFile(context),
    [`${module}/migration.ts`]: migrationFile(context),
    [`${module}/repo.ts`]: repoFile(context),
    [`${module}/routes.ts`]: routesFile(context),
    [`${module}/table.ts`]: tableFile(context),
    [`src/resources/${camel}/index.ts`]: consoleIndexFile(context),
    [`src/resources/${camel}/messages.ts`]: consoleMessagesFile(context),
    [`tests/api/${camel}.test.ts`]: apiTestFile(context),
  };
}
