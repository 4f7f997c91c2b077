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
  'enum=a,b,c': 'one of the listed values (lower case, digits, underscores)',
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
  /** The resource a reference names. */
  ref: string;
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
}

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
  -h, --help          this text

Example:
  npm run new-resource -- blocked-numbers --field phone:phone --field country:country \\
    --field reason:enum=spam,fraud,other --field note:text? --permission apiKey \\
    --menu developer --writes create,update,delete

Then: add the Chinese labels the completeness test asks for (npx vitest run --project unit
tests/unit/resourceCompleteness.test.ts), and what is particular to the resource (its rules,
verbs, screens): docs/extending.md.`;

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
  const field: FieldSpec = { name, kind: 'text', optional: optional === '?', values: [], ref: '' };
  const [kind, argument] = kindText.split(/=(.*)/s);
  if (kind === 'enum') {
    const values = (argument ?? '').split(',');
    if (values.some((value) => !ENUM_VALUE.test(value)))
      throw new UsageError(
        `--field ${text}: list the values as enum=a,b,c (lower case, digits, underscores)`,
      );
    if (new Set(values).size !== values.length)
      throw new UsageError(`--field ${text}: a value is listed twice`);
    return { ...field, kind: 'enum', values };
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
  };
}
