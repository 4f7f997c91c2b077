import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../scripts/newResource/spec';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the generator reads and writes, and what checking its output needs. */
const COPIED = [
  'contract',
  'messages',
  'scripts',
  'server',
  'src',
  'tests/api',
  '.prettierignore',
  '.prettierrc.json',
  'eslint.config.js',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'vitest.config.ts',
];

const FIELDS = [
  ['--field', 'phone:phone'],
  ['--field', 'country:country'],
  ['--field', 'reason:enum=spam,fraud,other'],
  ['--field', 'note:text?'],
  ['--field', 'details:multiline?'],
  ['--field', 'contact:email?'],
  ['--field', 'fee:money'],
  ['--field', 'attempts:integer?'],
  ['--field', 'active:boolean?'],
  ['--field', 'firstSeen:date?'],
  ['--field', 'expires:datetime?'],
  ['--field', 'senderId:ref=sender-ids?'],
  ['--field', 'format:enum=csv,plain_text:Plain text'],
].flat();
const OPTIONS = ['--permission', 'apiKey', '--menu', 'developer'];
/** What used to be written by hand: uniqueness, a default, the filters, a rule of its own. */
const PARTICULAR = [
  ['--unique', 'phone'],
  ['--unique', 'note:ignore-case'],
  ['--default', 'reason=fraud'],
  ['--filter', 'phone,reason,format'],
  [
    '--rule',
    'firstSeen:seenBeforeExpiry=First seen must be on or before it expires.|首次发现日期不得晚于到期时间。',
  ],
].flat();
/** The rule, written where the generator leaves it: on the values an update leaves, too. */
const RULE = `(values) =>
    values.firstSeen === null || values.expires === null || values.firstSeen <= values.expires.slice(0, 10)`;
/** A test of that rule beside the generated one: it reads the stored record on an update. */
const RULE_TEST = `import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, signIn, startApp, type TestContext } from './harness';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await startApp('sqlite');
  token = await signIn(ctx.app);
});
afterAll(() => ctx.close());

it('judges its rule on the values an update leaves, the stored ones too, under the field', async () => {
  const body = { phone: '+447700900155', country: 'GB', fee: '1.00', format: 'csv' };
  const expires = '2026-12-05T00:00:00.000Z';
  const words = { fields: { firstSeen: 'First seen must be on or before it expires.' } };
  const late = await call(ctx.app, 'POST', '/v1/opt-outs', {
    token,
    body: { ...body, firstSeen: '2026-12-06', expires },
  });
  expect([late.status, late.body.data]).toEqual([400, words]);
  const made = await call<{ id: string }>(ctx.app, 'POST', '/v1/opt-outs', {
    token,
    body: { ...body, firstSeen: '2026-12-01', expires },
  });
  expect(made.status).toBe(200);
  const at = \`/v1/opt-outs/\${made.body.data.id}\`;
  const moved = await call(ctx.app, 'PUT', at, { token, body: { firstSeen: '2027-01-01' } });
  expect([moved.status, moved.body.data]).toEqual([400, words]);
  const kept = await call(ctx.app, 'PUT', at, { token, body: { firstSeen: '2026-12-03' } });
  expect(kept.status).toBe(200);
});
`;

/** Every file under a folder, with its size and time: what a run must leave as it was. */
const listing = (folder: string) =>
  fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.startsWith('node_modules'))
    .map((file) => {
      const stat = fs.statSync(path.join(folder, file));
      return `${file} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();

describe('npm run new-resource', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'new-resource-'));
    for (const entry of COPIED)
      fs.cpSync(path.join(ROOT, entry), path.join(scratch, entry), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'));
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  const bin = (tool: string) => path.join(ROOT, 'node_modules/.bin', tool);
  const run = (tool: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
    spawnSync(bin(tool), args, { cwd: scratch, encoding: 'utf8', env });
  const generate = (...args: string[]) => run('tsx', ['scripts/new-resource.ts', ...args]);
  /** A tool run beside another: its exit status and everything it printed. */
  const runAsync = (tool: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
    new Promise<{ status: number | null; output: string }>((resolve) => {
      const child = spawn(bin(tool), args, { cwd: scratch, env });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (status) => resolve({ status, output }));
    });

  it('explains every option, field kind and an example on --help', () => {
    const help = generate('--help');
    expect(help.status).toBe(0);
    for (const word of [
      '--field',
      '--permission',
      '--menu',
      '--menu-order',
      '--writes',
      'enum=a,b,c',
      'ref=<resource>',
      'money',
      'datetime',
      'Example',
      'npm run new-resource -- blocked-numbers',
    ])
      expect(help.stdout).toContain(word);
  });

  it('refuses a wrong option or a bad field spec, each with what to write instead', () => {
    const refusals: [string[], RegExp][] = [
      [['opt-outs', ...FIELDS, ...OPTIONS, '--colour', 'red'], /--colour/],
      [['opt-outs', '--field', 'phone:telephone', ...OPTIONS], /unknown kind "telephone"/],
      [['opt-outs', '--field', 'Phone:phone', ...OPTIONS], /camel case/],
      [['opt-outs', '--field', 'phone', ...OPTIONS], /<name>:<kind>/],
      [['opt-outs', '--field', 'reason:enum=', ...OPTIONS], /enum=a,b,c/],
      [['opt-outs', '--field', 'reason:enum=a,a', ...OPTIONS], /listed twice/],
      [['opt-outs', '--field', 'phone:phone', '--field', 'phone:text', ...OPTIONS], /twice/],
      [['opt-outs', '--field', 'id:text', ...OPTIONS], /has id/],
      [['opt-outs', '--field', 'phone:phone', '--permission', 'root', '--menu', 'none'], /root/],
      [['opt-outs', '--field', 'phone:phone', '--menu', 'none'], /--permission/],
      [['opt-outs', '--field', 'phone:phone', ...OPTIONS, '--writes', 'delete'], /add create/],
      [['opt-outs', '--field', 'phone:phone', ...OPTIONS, '--menu-order', 'x'], /whole number/],
      [['OptOuts', '--field', 'phone:phone', ...OPTIONS], /kebab case/],
      [['opt-outs', ...OPTIONS], /at least one --field/],
      [['opt-outs', ...FIELDS, ...OPTIONS, '--unique', 'fee'], /kinds that can be unique/],
      [
        ['opt-outs', ...FIELDS, ...OPTIONS, '--unique', 'phone:ignore-case'],
        /only text has a case to ignore/,
      ],
      [['opt-outs', ...FIELDS, ...OPTIONS, '--unique', 'nothing'], /no --field is named/],
      [['opt-outs', ...FIELDS, ...OPTIONS, '--default', 'reason=maybe'], /spam, fraud, other/],
      [['opt-outs', ...FIELDS, ...OPTIONS, '--default', 'active=yes'], /true or false/],
      [['opt-outs', ...FIELDS, ...OPTIONS, '--default', 'reason'], /<field>=<value>/],
      [['opt-outs', ...FIELDS, ...OPTIONS, '--filter', 'fee'], /kinds the list filters by/],
      [['opt-outs', ...FIELDS, ...OPTIONS, '--rule', 'firstSeen'], /<field>:<key>=/],
      [['opt-outs', '--field', 'format:enum=csv:', ...OPTIONS], /a label after/],
    ];
    for (const [args, message] of refusals)
      expect(() => parseCommandLine(args), args.join(' ')).toThrow(message);
  });

  it('refuses a taken name, an unknown reference and a bad option before writing anything', () => {
    const before = listing(scratch);
    const refusals: [string[], RegExp][] = [
      [['sender-ids', '--field', 'phone:phone', ...OPTIONS], /"sender-ids" is taken/],
      [['opt-outs', '--field', 'order:ref=nothing-here', ...OPTIONS], /no declared resource/],
      [['opt-outs', '--field', 'phone:telephone', ...OPTIONS], /unknown kind/],
      [
        ['opt-outs', ...FIELDS, ...OPTIONS, '--rule', 'phone:required=Needed'],
        /validation.required/,
      ],
    ];
    for (const [args, message] of refusals) {
      const refused = generate(...args);
      expect(refused.status, args.join(' ')).toBe(2);
      expect(refused.stderr, args.join(' ')).toMatch(message);
      expect(refused.stderr).toContain('Usage: npm run new-resource');
    }
    expect(listing(scratch)).toEqual(before);
  }, 60_000);

  it('writes a resource that is typed, lint- and format-clean and whose API test passes, with its uniqueness, default, filters and rule', async () => {
    const made = generate('opt-outs', ...FIELDS, ...OPTIONS, ...PARTICULAR);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    const written = [
      'contract/optOuts.ts',
      'server/modules/optOuts/index.ts',
      'server/modules/optOuts/migration.ts',
      'server/modules/optOuts/repo.ts',
      'server/modules/optOuts/routes.ts',
      'server/modules/optOuts/table.ts',
      'src/resources/optOuts/index.ts',
      'src/resources/optOuts/messages.ts',
      'tests/api/optOuts.test.ts',
    ];
    for (const file of written) {
      const text = fs.readFileSync(path.join(scratch, file), 'utf8');
      expect(text, file).not.toMatch(/do not edit|auto-?generated|@generated|TODO|new-resource/i);
    }
    const serverRegistry = fs.readFileSync(
      path.join(scratch, 'server/modules/registry.ts'),
      'utf8',
    );
    expect(serverRegistry).toContain("import { optOutsModule } from './optOuts';");
    expect(serverRegistry).toMatch(/\n {2}optOutsModule,\n\];/);
    const consoleRegistry = fs.readFileSync(
      path.join(scratch, 'src/resources/registry.ts'),
      'utf8',
    );
    expect(consoleRegistry).toContain("import { optOuts } from './optOuts';");
    expect(consoleRegistry).toMatch(/\n {2}optOuts,\n\];/);
    // the create's and the update's examples, which the idempotency walk sends as they are
    const contract = fs.readFileSync(path.join(scratch, 'contract/optOuts.ts'), 'utf8');
    expect(contract.match(/\.meta\(\{\s+examples: \[/g)).toHaveLength(2);
    expect(fs.readFileSync(path.join(scratch, 'server/modules/optOuts/index.ts'), 'utf8')).toMatch(
      /'\d{8}T\d{4}_opt_outs': migration/,
    );
    // the declared filters only, and labels that keep their acronyms or are given
    expect(contract.match(/filter: true/g)).toHaveLength(3);
    expect(contract).toContain(
      "zh_CN: { validation: { seenBeforeExpiry: '首次发现日期不得晚于到期时间。' } }",
    );
    const labels = fs.readFileSync(path.join(scratch, 'src/resources/optOuts/messages.ts'), 'utf8');
    expect(labels).toContain("csv: 'CSV'");
    expect(labels).toContain("plain_text: 'Plain text'");
    // a unique index per unique field, the ignore-case one on its lower-case twin
    const migration = fs.readFileSync(
      path.join(scratch, 'server/modules/optOuts/migration.ts'),
      'utf8',
    );
    expect(migration).toContain("['main_id', 'phone']");
    expect(migration).toContain("['main_id', 'note_key']");
    const repo = path.join(scratch, 'server/modules/optOuts/repo.ts');
    const generatedRepo = fs.readFileSync(repo, 'utf8');
    expect(generatedRepo.match(/holds: \(\) => true/g)).toHaveLength(1);

    const checked = [...written, 'server/modules/registry.ts', 'src/resources/registry.ts'];
    const lint = run('eslint', checked);
    expect(lint.stdout + lint.stderr).toBe('');
    const format = run('prettier', ['--check', ...checked]);
    expect(format.status, format.stdout + format.stderr).toBe(0);
    // the one hand-written part: when the rule holds
    fs.writeFileSync(repo, generatedRepo.replace('() => true', RULE));
    fs.writeFileSync(path.join(scratch, 'tests/api/optOutsRule.test.ts'), RULE_TEST);

    // the generated files and what they import, typed while the generated API test runs
    fs.writeFileSync(
      path.join(scratch, 'tsconfig.generated.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [],
        files: [...checked, 'tests/api/optOutsRule.test.ts'],
      }),
    );
    const { TEST_DATABASE_URL: _postgres, ...sqliteOnly } = process.env;
    const [typed, tested] = await Promise.all([
      runAsync('tsc', ['-p', 'tsconfig.generated.json', '--noEmit']),
      runAsync(
        'vitest',
        [
          'run',
          '--project',
          'api',
          'tests/api/optOuts.test.ts',
          'tests/api/optOutsRule.test.ts',
          '--reporter',
          'dot',
        ],
        sqliteOnly,
      ),
    ]);
    expect(typed.output).toBe('');
    expect(typed.status).toBe(0);
    expect(tested.status, tested.output).toBe(0);
    expect(tested.output).toMatch(/7 passed/);
  }, 300_000);
});
