import { spawn } from 'node:child_process';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { finishBuild, inProduction, isStale } from '../scripts/build';
import { freePort } from '../scripts/server-process';

const ROOT = path.resolve('bench/bare-admin');
const DIST = path.resolve('bench/results/bare-admin-dist');
const BASE = '/bare/';

/**
 * Builds bench/bare-admin with Vite's defaults (no config file: none of the console's
 * splitting or plugins beyond React's), in production, and precompresses it as ours is.
 */
export async function buildBareAdmin(): Promise<void> {
  await inProduction(() =>
    build({
      configFile: false,
      root: ROOT,
      base: BASE,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      // its one entry chunk is react-admin whole, as in any bare app: no warning about it
      build: { outDir: DIST, emptyOutDir: true, chunkSizeWarningLimit: 2048 },
    }),
  );
  await finishBuild(DIST);
}

export interface BareAdmin {
  /** The app's start URL; it lands on the posts list. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * The bare react-admin app, built when stale and served by bench/bare-admin-server.ts in its
 * own process (as our server runs), on a free loopback port.
 */
export async function startBareAdmin(): Promise<BareAdmin> {
  if (isStale(DIST, [ROOT, 'package-lock.json'])) {
    console.log('Building the bare react-admin reference…');
    await buildBareAdmin();
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-admin-server.ts'], {
    env: { ...process.env, BARE_DIST: DIST, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the bare react-admin server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}${BASE}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
