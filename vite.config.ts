import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { START_ON_HOME_FILE } from './contract/buildOutput';
import { CSP_NONCE_PLACEHOLDER } from './contract/credentialKey';

const NATIVE_ENTRIES = '\0native-object-entries';

/**
 * node-polyglot (react-admin's i18n, in the entry) requires the `object.entries` polyfill,
 * which brings ~15 KB of es-abstract helpers to build an Object.entries every supported
 * browser already has: the browser's own takes its place.
 */
const nativeObjectEntries: Plugin = {
  name: 'native-object-entries',
  enforce: 'pre',
  resolveId: (id) => (id === 'object.entries' ? NATIVE_ENTRIES : null),
  load: (id) => (id === NATIVE_ENTRIES ? 'module.exports = Object.entries;' : null),
};

/**
 * The chunks a start on home runs (the groups below, and the console's messages in the
 * default language), with what they import.
 */
const START_ON_HOME_CHUNKS = ['console', 'home', 'console.en_US'];

/**
 * Writes START_ON_HOME_FILE: the files of the start on home's chunks and their static
 * imports, less those the entry's own page already loads.
 */
const startOnHomeFiles: Plugin = {
  name: 'start-on-home-files',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter(
      (item): item is Rolldown.OutputChunk => item.type === 'chunk',
    );
    const entry = chunks.find((chunk) => chunk.isEntry);
    const loaded = new Set(entry ? [entry.fileName, ...entry.imports] : []);
    const files: string[] = [];
    const add = (fileName: string) => {
      const chunk = bundle[fileName];
      if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
      loaded.add(fileName);
      files.push(fileName);
      chunk.imports.forEach(add);
    };
    for (const name of START_ON_HOME_CHUNKS) {
      const chunk = chunks.find((candidate) => candidate.name === name);
      if (!chunk) this.error(`no "${name}" chunk to preload for a start on home`);
      add(chunk.fileName);
    }
    this.emitFile({ type: 'asset', fileName: START_ON_HOME_FILE, source: JSON.stringify(files) });
  },
};

/** Library indexes re-export dozens of modules; a component's own index re-exports two or three. */
const INDEX_MIN_IMPORTS = 9;
const REEXPORT_ONLY =
  /^\s*(export\s*(\*|\{[^}]*\})[^'"]*from\s*['"][^'"]+['"]|import\s[^;]*|['"]use client['"])?\s*$/;

/**
 * A module made only of re-exports of many others is a library's index (react-admin's,
 * ra-core's, MUI's): a closure that went through it would take the whole library instead
 * of what the screens use.
 */
function isLibraryIndex(info: Rolldown.ModuleInfo): boolean {
  if (info.importedIds.length < INDEX_MIN_IMPORTS) return false;
  const code = (info.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  return code.split(';').every((statement) => REEXPORT_ONLY.test(statement));
}

/**
 * A code-splitting group name: `name` for every module that `roots` import statically,
 * directly or not (library indexes aside), so what a screen needs before it can render
 * comes as one file instead of one per shared piece. The set is computed once, from the
 * bundler's module graph, at the first question; groups of higher priority (the entry's)
 * keep their modules.
 */
function closureChunk(
  name: string,
  roots: string[],
  outside?: RegExp,
): Rolldown.CodeSplittingGroup['name'] {
  let members: Set<string> | undefined;
  return (id, context) => {
    if (!members) {
      members = new Set();
      const pending = roots.map((root) => path.resolve(root));
      for (let next = pending.pop(); next; next = pending.pop()) {
        const info = members.has(next) || outside?.test(next) ? null : context.getModuleInfo(next);
        if (!info) continue;
        members.add(next);
        if (!isLibraryIndex(info)) pending.push(...info.importedIds);
      }
    }
    return members.has(id) ? name : null;
  };
}

/**
 * Modules the `console` closure reaches only through a re-export the start does not use:
 * MUI's MenuItem imports a hook from Select's index, whose Select (with its Menu, Popover and
 * inputs) only forms render. They load with the first screen that has one.
 */
const START_LEAVES_OUT = /node_modules[\\/]@mui[\\/]material[\\/]esm[\\/]Select[\\/]Select\.js$/;

/**
 * The console is served under /control/ and talks to /om/api (proxied to the API
 * server in development). Splitting: the entry holds the login page and the app shell;
 * every screen after sign-in is a React.lazy chunk, and the API stack (axios, zod, the
 * contract) loads on first use (see src/providers.ts).
 */
/**
 * The development server serves the console and passes the API and the payment pages
 * (/om/pay: sandbox checkout and provider notifications) to a running server: `npm start`
 * on 8080, or VITE_API_TARGET.
 */
const API_PROXY = Object.fromEntries(
  ['/om/api', '/om/pay', '/om/docs'].map((prefix) => [
    prefix,
    { target: process.env.VITE_API_TARGET ?? 'http://localhost:8080', changeOrigin: true },
  ]),
);

export default defineConfig({
  base: '/control/',
  plugins: [react(), nativeObjectEntries, startOnHomeFiles],
  // the server writes each page's nonce in its place (server/lib/serveSpa.ts)
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // maps for tools (bench, error decoding); browsers are not pointed at them
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // the first visit of a screen costs a round trip per file: a few files per screen.
          // Automatic splitting cut the signed-in start into ~50 shared pieces (MUI parts,
          // hooks, contract modules), each a request before home could render.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 4,
            },
            // everything the entry imports statically (the login page and the app shell) in
            // one file: ~30 small shared chunks meant a request each on the first visit
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // what every signed-in screen needs (the providers with axios, zod and the
            // contract, the layout, the resources), then home, where sign-in lands; other
            // screens keep automatic splitting
            {
              debugName: 'console',
              name: closureChunk(
                'console',
                [
                  'src/authProvider/index.ts',
                  'src/dataProvider/index.ts',
                  'src/layout/AppLayout.tsx',
                  'src/resources/elements.tsx',
                ],
                START_LEAVES_OUT,
              ),
              priority: 2,
            },
            {
              debugName: 'home',
              name: closureChunk('home', ['src/custom-pages/home/HomePage.tsx']),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: API_PROXY },
  preview: { proxy: API_PROXY },
});
