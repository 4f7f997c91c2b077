import { buildConsole, isStale } from './build';

/**
 * `npm start`: builds the console when dist/ is missing or older than its sources, then
 * runs the server (which migrates and seeds the embedded database).
 */
if (isStale()) {
  console.log('Building the console (dist/ is missing or stale)…');
  await buildConsole();
}
await import('../server/main');
