import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { loadConfig } from './config';
import { DEMO } from './db/seed/demo';
import { gracefulShutdown } from './lib/shutdown';

/** Starts the server: migrate, seed when empty, listen, and stop gracefully on a signal. */
const config = loadConfig();
const { db, seeded } = await prepareDatabase(config);
const app = await buildApp({ config, db, logger: { level: config.logLevel } });

const shutdown = gracefulShutdown({
  app,
  db,
  drainMs: config.shutdownDrainMs,
  timeoutMs: config.shutdownTimeoutMs,
});
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`\n  Console: http://${shownHost}:${config.port}/control`);
console.log(`  API:     http://${shownHost}:${config.port}/om/api`);
if (config.seedDemo)
  console.log(
    `  Demo sign-in: ${DEMO.email} / ${DEMO.password}${seeded ? ' (just created)' : ''}\n`,
  );
