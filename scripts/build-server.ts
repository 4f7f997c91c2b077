import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { newestMtime } from './build';

/** The compiled server `npm start` runs: plain JavaScript, no TypeScript loader in memory. */
export const SERVER_ENTRY = 'dist-server/main.js';
/** Sources whose change makes the compiled server stale. */
const SERVER_SOURCES = ['server', 'contract', 'messages', 'package-lock.json'];
/**
 * V8 flags of the server process (package.json's start script passes the same). An old
 * generation bounded at 256 MB (six times what the server keeps live under load): without a
 * bound V8 sizes the heap for this machine's gigabytes and lets garbage pile up to ~250 MB
 * resident before collecting; with it, ~150 MB. A young generation of 16 MB semi-spaces:
 * requests waiting on PostgreSQL keep their objects alive across young collections, and with
 * 4 MB ones collecting took a fifth of the server's CPU (a quarter as many collections at 16 MB,
 * ~25 MB more resident).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=256'];

/** True when dist-server/ is missing or older than any server source. */
export function isServerStale(): boolean {
  if (!fs.existsSync(SERVER_ENTRY)) return true;
  const builtAt = fs.statSync(SERVER_ENTRY).mtimeMs;
  return SERVER_SOURCES.some((source) => newestMtime(path.resolve(source)) > builtAt);
}

/** Data files of packages, bundled: Node 20 cannot import JSON without an attribute esbuild drops. */
const BUNDLED_PACKAGE_FILES = new Set(['i18n-iso-countries/codes.json']);

const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED_PACKAGE_FILES.has(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles server/main.ts and the message ingest's thread (server/ingestWorker.ts, which it
 * finds beside itself) into ES modules sharing their common chunks; packages stay in
 * node_modules.
 */
export async function buildServer(): Promise<void> {
  fs.rmSync(path.dirname(SERVER_ENTRY), { recursive: true, force: true });
  await build({
    entryPoints: ['server/main.ts', 'server/ingestWorker.ts'],
    outdir: path.dirname(SERVER_ENTRY),
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesExternal],
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log(`server compiled into ${SERVER_ENTRY}`);
}
