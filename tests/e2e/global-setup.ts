import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildConsole, isStale } from '../../scripts/build';
import { ensureChromium } from '../../scripts/chromium';
import { startServerProcess } from '../../scripts/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    databaseUrl: string;
  }
}

/**
 * Browser tests run against the real server as `npm start` runs it: a built console and a
 * fresh embedded database seeded with the demo account.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = ensureChromium();
  if (isStale()) await buildConsole();
  const server = await startServerProcess({ LOGIN_RATE_LIMIT: '1000' });
  fs.mkdirSync('test-results', { recursive: true });
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('databaseUrl', server.databaseUrl);
  return server.stop;
}
