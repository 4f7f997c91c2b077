import { parseArgs } from 'node:util';

/** A refusal of the command line: printed with the usage, before anything is written. */
export class UsageError extends Error {}

export const FIELD_KINDS = {
  text: 'one line of text (up to 200 characters, no emoji)',
  multiline: 'text over several lines (up to 2000 characters)',
  phone: 'a phone number, international form (phoneNumber)',
  email: 'an email address, kept in lower case (emailAddress)',
  country: 'an ISO 3166 country code, shown by its name',
  money: 'USD: a decimal string on the wire, micro-dollars stored',
  integer: 'a whole number (32 bits)',
  boolean: 'yes or no (optional: "no" unless given)',
  date: 'a calendar day, 2026-12-01',
  datetime: 'a moment with its offset, 2026-12-01T10:00:00.000Z',
  'enum=a,b,c':
    'one of the listed values (lower case, digits, underscores); a label after a colon: csv:CSV',
  'ref=<resource>': "one of the account's records of another resource",
} as const;

type Kind =
  | 'text'
  | 'multiline'
  | 'phone'
  | 'email'
  | 'country'
  | 'money'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'ref';

export interface FieldSpec {
  name: string;
  kind: Kind;
  optional: boolean;
  /** The values of an enum. */
  values: string[];
  /** English labels given to enum values (`csv:CSV`); the others are derived from the value. */
  labels: Record<string, string>;
  /** The resource a reference names. */
  ref: string;
  /** Once per account (`exact`), or once whatever its case (`ignore-case`). */
  unique: 'exact' | 'ignore-case' | null;
  /** The value a create that omits it takes, as written on the command line. */
  default: string | null;
  /** The list call filters by it. */
  filter: boolean;
}

/** A rule of the resource's own, written by hand in its repo.ts: refused under `field`. */
export interface RuleSpec {
  field: string;
  /** Its message key, `validation.<key>`, worded in the contract's ruleMessages. */
  key: string;
  /** Its words: English, and Chinese when given (else the completeness test asks for them). */
  text: { en_US: string; zh_CN: string };
}

export const MENU_GROUPS = ['financial', 'developer', 'account'] as const;
export const PERMISSIONS = ['order', 'bill', 'apiKey', 'account'] as const;
export const WRITES = ['create', 'update', 'delete'] as const;
type Write = (typeof WRITES)[number];

export interface ResourceSpec {
  /** The resource's name: its route under /control, API path and message namespace. */
  name: string;
  fields: FieldSpec[];
  permission: (typeof PERMISSIONS)[number] | null;
  menu: { group: (typeof MENU_GROUPS)[number]; order: number | null } | null;
  writes: Write[];
  rules: RuleSpec[];
}

const UNIQUE_KINDS: readonly Kind[] = ['text', 'phone', 'email', 'integer', 'date', 'country'];
const FILTER_KINDS: readonly Kind[] = [
  'text',
  'phone',
  'email',
  'country',
  'boolean',
  'enum',
  'ref',
];

export const USAGE = `Usage: npm run new-resource -- <name> --field <field> [--field <field>…] --permission <group>
       --menu <group> [--menu-order <n>] [--writes <writes>]

Writes a resource the console lists, shows, creates, edits and deletes, and the server serves
account by account: contract/<name>.ts, server/modules/<name>/, src/resources/<name>/, an API
test, and its lines in both registries. Nothing is written if anything below is refused.

  <name>              the resource in kebab case, plural: blocked-numbers (route /blocked-numbers,
                      API path /v1/blocked-numbers, folders blockedNumbers, table blocked_numbers)
  --field <name>:<kind>[?]
                      a property in camel case and its kind; "?" makes it optional. Kinds:
${Object.entries(FIELD_KINDS)
  .map(([kind, what]) => `                        ${kind.padEnd(16)}${what}`)
  .join('\n')}
  --permission <group>
                      the permission group every call needs and its menu entry shows for:
                      ${PERMISSIONS.join(', ')}, or none (any signed-in user)
  --menu <group>      the sidebar group: ${MENU_GROUPS.join(', ')}, or none (no menu entry)
  --menu-order <n>    its place in the group (default: 10 after the group's last entry)
  --writes <list>     which writes exist, comma-separated, create always among them:
                      ${WRITES.join(',')} (default)
  --unique <field>[:ignore-case]
                      once per account, refused under the field on create and update (a unique
                      index); ignore-case: "Acme" and "ACME" are the same. Kinds: ${UNIQUE_KINDS.join(', ')}
  --default <field>=<value>
                      the value a create without it takes, and the create form shows
  --filter <list>     the fields the list filters by, comma-separated (default: every ${FILTER_KINDS.join(', ')}
                      field); none for no filter
  --rule <field>:<key>=<English message>[|<Chinese message>]
                      a rule of its own (across fields, or reading the stored record on an
                      update): repo.ts gets its place, refused as validation.<key> under <field>
  -h, --help          this text

Example:
  npm run new-resource -- blocked-numbers --field phone:phone --field country:country \\
    --field reason:enum=spam,fraud,sms_abuse:SMS\\ abuse --field note:text? --permission apiKey \\
    --menu developer --writes create,update,delete --unique phone --default reason=spam \\
    --filter phone,reason

Then: add the Chinese labels the completeness test asks for (npx vitest run --project unit
tests/unit/resourceCompleteness.test.ts), the body of each --rule in repo.ts, and what else is
particular to the resource (verbs, screens): docs/extending.md.`;

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const FIELD_NAME = /^[a-z][a-zA-Z0-9]*$/;
const ENUM_VALUE = /^[a-z][a-z0-9_]*$/;
/** Properties every generated record has already. */
const RESERVED = ['id', 'mainId', 'createdAt'];

function parseField(text: string): FieldSpec {
  const match = /^([^:]+):([^?]+)(\?)?$/.exec(text);
  if (!match) throw new UsageError(`--field ${text}: write it as <name>:<kind>, e.g. note:text?`);
  const [, name, kindText, optional] = match;
  if (!FIELD_NAME.test(name))
    throw new UsageError(`--field ${text}: name the field in camel case (reviewNote)`);
  if (RESERVED.includes(name))
    throw new UsageError(`--field ${text}: every record has ${RESERVED.join(', ')} already`);
  const field: FieldSpec = {
    name,
    kind: 'text',
    optional: optional === '?',
    values: [],
    labels: {},
    ref: '',
    unique: null,
    default: null,
    filter: false,
  };
  const [kind, argument] = kindText.split(/=(.*)/s);
  if (kind === 'enum') {
    const entries = (argument ?? '').split(',').map((entry) => entry.split(/:(.*)/s));
    const values = entries.map(([value]) => value);
    if (values.some((value) => !ENUM_VALUE.test(value)))
      throw new UsageError(
        `--field ${text}: list the values as enum=a,b,c (lower case, digits, underscores)`,
      );
    if (new Set(values).size !== values.length)
      throw new UsageError(`--field ${text}: a value is listed twice`);
    const labels: Record<string, string> = Object.fromEntries(
      entries.filter(([, label]) => label !== undefined),
    );
    if (Object.values(labels).some((label) => !label.trim()))
      throw new UsageError(`--field ${text}: write a label after its value's colon, csv:CSV`);
    return { ...field, kind: 'enum', values, labels };
  }
  if (kind === 'ref') {
    if (!argument || !NAME.test(argument))
      throw new UsageError(`--field ${text}: name the resource it refers to, ref=sender-ids`);
    return { ...field, kind: 'ref', ref: argument };
  }
  const simple = Object.keys(FIELD_KINDS).filter((known) => !known.includes('='));
  if (argument !== undefined || !simple.includes(kind))
    throw new UsageError(
      `--field ${text}: unknown kind "${kindText}"; kinds: ${Object.keys(FIELD_KINDS).join(', ')}`,
    );
  return { ...field, kind: kind as Kind };
}

/** The field an option names, or a refusal saying which fields there are. */
function fieldNamed(fields: FieldSpec[], option: string, name: string): FieldSpec {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field)
    throw new UsageError(
      `--${option} ${name}: no --field is named ${name} (${fields.map((f) => f.name).join(', ')})`,
    );
  return field;
}

/** A default as the field's kind accepts it, or a refusal. */
function checkDefault(field: FieldSpec, value: string): void {
  const wrong = (what: string) => new UsageError(`--default ${field.name}=${value}: ${what}`);
  if (field.kind === 'enum' && !field.values.includes(value))
    throw wrong(`use one of ${field.values.join(', ')}`);
  if (field.kind === 'boolean' && !['true', 'false'].includes(value))
    throw wrong('use true or false');
  if (field.kind === 'integer' && !/^-?\d+$/.test(value)) throw wrong('use a whole number');
  if (field.kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw wrong('use 2026-12-01');
  if (field.kind === 'money' && !/^\d+(\.\d{1,2})?$/.test(value)) throw wrong('use 12.50');
  if (['ref', 'datetime'].includes(field.kind))
    throw wrong(`a ${field.kind} field takes no default`);
}

/** Applies --unique, --default and --filter to the fields they name. */
function applyOptions(
  fields: FieldSpec[],
  options: { unique: string[]; default: string[]; filter: string | undefined },
): void {
  for (const text of options.unique) {
    const [name, how] = text.split(':');
    const field = fieldNamed(fields, 'unique', name);
    if (!UNIQUE_KINDS.includes(field.kind))
      throw new UsageError(
        `--unique ${text}: kinds that can be unique: ${UNIQUE_KINDS.join(', ')}`,
      );
    if (how !== undefined && how !== 'ignore-case')
      throw new UsageError(`--unique ${text}: write ${name} or ${name}:ignore-case`);
    if (how && !['text', 'email'].includes(field.kind))
      throw new UsageError(`--unique ${text}: only text has a case to ignore`);
    if (how && fields.some((other) => other.name === `${name}Key`))
      throw new UsageError(
        `--unique ${text}: its lower-case column is ${name}Key's, rename that field`,
      );
    field.unique = how ? 'ignore-case' : 'exact';
  }
  for (const text of options.default) {
    const [name, value] = text.split(/=(.*)/s);
    if (value === undefined) throw new UsageError(`--default ${text}: write it as <field>=<value>`);
    const field = fieldNamed(fields, 'default', name);
    checkDefault(field, value);
    field.default = value;
  }
  const filtered =
    options.filter === undefined
      ? fields.filter((field) => FILTER_KINDS.includes(field.kind)).map((field) => field.name)
      : options.filter === 'none'
        ? []
        : options.filter.split(',');
  for (const name of filtered) {
    const field = fieldNamed(fields, 'filter', name);
    if (!FILTER_KINDS.includes(field.kind))
      throw new UsageError(
        `--filter ${name}: kinds the list filters by: ${FILTER_KINDS.join(', ')}`,
      );
    field.filter = true;
  }
}

function parseRule(fields: FieldSpec[], text: string): RuleSpec {
  const match = /^([^:]+):([a-z][a-zA-Z0-9]*)=(.*\S.*)$/s.exec(text);
  if (!match)
    throw new UsageError(
      `--rule ${text}: write it as <field>:<key>=<English message>, day:dayInMonth="Days 1 to 28"`,
    );
  const [, name, key, message] = match;
  fieldNamed(fields, 'rule', name);
  const [english, chinese = ''] = message.split('|').map((words) => words.trim());
  return { field: name, key, text: { en_US: english, zh_CN: chinese } };
}

function oneOf<T extends string>(option: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`--${option} ${value}: use one of ${allowed.join(', ')}`);
  return value as T;
}

/** The command line read and checked: null when it asks for help. */
export function parseCommandLine(args: string[]): ResourceSpec | null {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        field: { type: 'string', multiple: true },
        permission: { type: 'string' },
        menu: { type: 'string' },
        'menu-order': { type: 'string' },
        writes: { type: 'string', default: WRITES.join(',') },
        unique: { type: 'string', multiple: true },
        default: { type: 'string', multiple: true },
        filter: { type: 'string' },
        rule: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return null;
  if (positionals.length !== 1)
    throw new UsageError(
      'name one resource, in kebab case: npm run new-resource -- blocked-numbers',
    );
  const [name] = positionals;
  if (!NAME.test(name))
    throw new UsageError(`"${name}": name the resource in kebab case, plural: blocked-numbers`);
  const fields = (values.field ?? []).map(parseField);
  if (fields.length === 0) throw new UsageError('give at least one --field');
  const names = fields.map((field) => field.name);
  const twice = names.find((field, index) => names.indexOf(field) !== index);
  if (twice) throw new UsageError(`--field ${twice} is given twice`);
  applyOptions(fields, {
    unique: values.unique ?? [],
    default: values.default ?? [],
    filter: values.filter,
  });
  const rules = (values.rule ?? []).map((rule) => parseRule(fields, rule));
  const keys = rules.map((rule) => rule.key);
  const again = keys.find((key, index) => keys.indexOf(key) !== index);
  if (again) throw new UsageError(`--rule: the key ${again} is given twice`);
  if (values.permission === undefined)
    throw new UsageError('--permission: say which group guards it, or none');
  if (values.menu === undefined) throw new UsageError('--menu: say where it sits, or none');
  const writes = values.writes.split(',').map((write) => oneOf('writes', write, WRITES));
  if (!writes.includes('create'))
    throw new UsageError('--writes: a generated resource is created through its API: add create');
  let order: number | null = null;
  if (values['menu-order'] !== undefined) {
    order = Number(values['menu-order']);
    if (!Number.isInteger(order) || order <= 0)
      throw new UsageError(`--menu-order ${values['menu-order']}: give a whole number above 0`);
  }
  return {
    name,
    fields,
    permission:
      values.permission === 'none' ? null : oneOf('permission', values.permission, PERMISSIONS),
    menu: values.menu === 'none' ? null : { group: oneOf('menu', values.menu, MENU_GROUPS), order },
    writes: [...new Set(writes)],
    rules,
  };
}
