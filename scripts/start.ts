import { buildConsole, isStale } from './build';
import { buildServer, isServerStale } from './build-server';

/**
 * First half of `npm start`: builds the console when dist/ is missing or older than its
 * sources, and compiles the server into dist-server/ likewise. package.json then runs
 * `node dist-server/main.js` (which migrates and seeds the embedded database).
 */
if (isStale()) {
  console.log('Building the console (dist/ is missing or stale)…');
  await buildConsole();
}
if (isServerStale()) await buildServer();
