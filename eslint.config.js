import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The console's shared layers: they serve resources/ and custom-pages/ and know neither. */
const SHARED_LAYERS = [
  'src/dataProvider',
  'src/authProvider',
  'src/layout',
  'src/ui',
  'src/utils',
  'src/i18n',
  'src/paths',
  'src/errors',
  'src/session',
  'src/storage',
];

/** Imports that run against the console's layers, each with where the thing belongs. */
const CONSOLE_ZONES = [
  {
    target: SHARED_LAYERS,
    from: 'src/resources',
    message:
      'A shared layer knows no resource: take it as an argument or prop handed in by App.tsx, providers.ts, startScreens.ts or main.tsx (as the registry is), or move the shared piece to src/ui/.',
  },
  {
    target: [...SHARED_LAYERS, 'src/resources'],
    from: 'src/custom-pages',
    message:
      'Only the app and custom pages import custom pages: move a shared widget to src/ui/, a route path to src/paths/, a hook of the frame to src/layout/.',
  },
  {
    target: 'src/utils',
    from: 'src/i18n',
    message:
      'src/utils/ is plain functions: take the language as an argument, or move a widget that reads it to src/ui/.',
  },
];

/** The server's layers, bottom up: each imports only the ones before it (docs/architecture.md). */
const SERVER_LAYERS = [
  ['server/lib', 'server/errors.ts', 'server/i18n.ts', 'server/config.ts'],
  ['server/db'],
  ['server/jobs'],
  ['server/messaging'],
  ['server/http'],
  ['server/modules'],
  ['server/plugins'],
  ['server/lifecycle'],
  ['server/app.ts', 'server/main.ts'],
];

/** Where a thing a layer reached up for belongs instead, by the layer that reached. */
const SERVER_BELONGS = {
  'server/lib':
    'server/lib/ (with errors.ts, i18n.ts and config.ts) knows no domain, database or request: take the value as an argument, or move the helper up to the layer it needs.',
  'server/db':
    'server/db/ is tables and queries: take what it needs as an argument; seeds go to server/lifecycle/seed/.',
  'server/jobs':
    "server/jobs/ is the queue alone: a job's body lives in its module's folder, listed in that module's ServerModule `jobs`.",
  'server/messaging':
    'server/messaging/ knows no module: take the account or the text as an argument.',
  'server/http':
    "server/http/ is what modules build routes with and knows none of them: take the module's part as an argument (as route() takes a handler).",
  'server/modules':
    'A module imports only lower layers and the modules of its `dependsOn`: to cause work in a module above, publish a domain event (server/lib/domainEvent.ts) or enqueue a job by name (jobName).',
  'server/plugins':
    'server/plugins/ is cross-cutting: what it needs of the app is decorated on it.',
  'server/lifecycle': 'server/lifecycle/ starts and stops an instance: only main.ts uses it.',
};

const SERVER_ZONES = SERVER_LAYERS.slice(0, -1).flatMap((layer, index) =>
  layer.map((target) => ({
    target,
    from: SERVER_LAYERS.slice(index + 1).flat(),
    message: SERVER_BELONGS[layer[0]],
  })),
);

/** A module never reads the registry that lists it: the registry composes the modules. */
const MODULE_ZONES = [
  {
    target: 'server/modules/*/**',
    from: 'server/modules/registry.ts',
    message:
      'A module does not read the registry: what it needs of other modules comes through its dependsOn imports, a domain event or a job by name.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'test-results',
      'bench/results',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // a form page the user opened on purpose focuses its first input (react-admin inputs,
      // not raw DOM elements, which the rule still checks)
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // a field error shows once, under its field: no generic "The form is not valid" toast
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(Form|SimpleForm)$/]:not(:has(JSXAttribute[name.name='disableInvalidFormNotification']))",
          message:
            'Forms show field errors under their fields: add disableInvalidFormNotification.',
        },
      ],
    },
  },
  // one-way dependencies: the console and the server share only contract/ and messages/
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/src'],
              message: 'server/ never imports src/: share through contract/ or messages/',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/server'],
              message: 'src/ never imports server/: share through contract/ or messages/',
            },
          ],
        },
      ],
    },
  },
  // the console's layers: the app (App.tsx, providers.ts, startScreens.ts, main.tsx) composes
  // resources/ and custom-pages/, which build on the shared layers; nothing imports upward
  // and no imports go round in a circle. Both rules follow lazy import() too: its chunk
  // still needs the other module.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: CONSOLE_ZONES },
      ],
    },
  },
  // the server's layers (SERVER_LAYERS): nothing imports a layer above its own
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...SERVER_ZONES, ...MODULE_ZONES] },
      ],
    },
  },
  {
    // the per-request path of the lists: on Node 20 a literal that starts with a spread adds
    // each later property through V8's runtime, ~0.7 µs apiece, and under load its objects
    // went to the old generation (docs/performance.md)
    files: [
      'server/db/prepared.ts',
      'server/db/sqliteStatements.ts',
      'server/http/listPage.ts',
      'server/http/session.ts',
      'server/modules/orders/*.ts',
      'server/modules/callbacks/deliveryLog.ts',
      'server/modules/callbacks/repo.ts',
      'server/modules/auditLog/repo.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement:first-child ~ Property',
          message: 'On the per-request path, spread last (or set the property after).',
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts', 'messages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/server/**'],
              message: 'contract/ and messages/ import neither side',
            },
          ],
        },
      ],
    },
  },
  {
    // the console builds the contract's schemas and calls on first use (contract/onFirstUse.ts)
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ":matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[init.type=/^(CallExpression|TSAsExpression)$/]:not(:has(CallExpression[callee.name='onFirstUse'])):has(MemberExpression[object.name='z'], CallExpression[callee.name='defineCall'])",
          message: 'Build a schema or call of the contract on first use: onFirstUse(() => …).',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
