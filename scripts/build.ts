import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

export const DIST = path.resolve('dist');
/** Sources whose change makes the built console stale. */
export const SOURCES = [
  'src',
  'contract',
  'messages',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

export const newestMtime = (target: string): number => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
};

/** True when a build (the console's by default) is missing or older than any of its sources. */
export function isStale(dist = DIST, sources: readonly string[] = SOURCES): boolean {
  const built = path.join(dist, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(path.resolve(source)) > builtAt);
}

/**
 * Writes .gz and .br beside every text asset once at build time, so the server sends
 * compressed files without compressing on each request.
 */
async function precompress(folder: string): Promise<void> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) await precompress(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = fs.readFileSync(file);
      fs.writeFileSync(`${file}.gz`, await gzip(content, { level: 9 }));
      fs.writeFileSync(
        `${file}.br`,
        await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

/**
 * Runs a build in production whatever the caller's NODE_ENV (vitest's "test" would give
 * React's development build, which the browser tests, the bench and `npm start` would then
 * serve).
 */
export async function inProduction<T>(work: () => Promise<T>): Promise<T> {
  const callerMode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (callerMode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerMode;
  }
}

/**
 * What follows a Vite build into `dist`: precompressed files, and index.html (written first
 * by Vite) touched so its stamp is newer than every source (isStale reads it).
 */
export async function finishBuild(dist: string): Promise<void> {
  await precompress(dist);
  const now = new Date();
  fs.utimesSync(path.join(dist, 'index.html'), now, now);
}

/** Builds the console into dist/ in production and precompresses it. */
export async function buildConsole(): Promise<void> {
  await inProduction(() => build({ logLevel: 'warn', mode: 'production' }));
  await finishBuild(DIST);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildConsole();
  console.log('console built into dist/');
}
