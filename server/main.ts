import { buildApp } from './app';
import { prepareDatabase } from './lifecycle/bootstrap';
import { loadConfig } from './config';
import { DEMO } from './lifecycle/seed/demo';
import { gracefulShutdown } from './lifecycle/shutdown';
import { describeStartupError, productionProblems } from './lifecycle/startupChecks';

/** Starts the server: migrate, seed when empty, listen, and stop gracefully on a signal. */
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuseToStart((error as Error).message);
  }
})();

/** Ends the start with one clear message instead of a stack trace. */
function refuseToStart(message: string): never {
  console.error(`\n  The console cannot start: ${message}\n`);
  process.exit(1);
}

if (process.env.NODE_ENV === 'production') {
  const problems = productionProblems(config, process.env);
  if (problems.length > 0)
    refuseToStart(`NODE_ENV=production, and\n${problems.map((p) => `    - ${p}`).join('\n')}`);
}
/** A start-up step whose failures caused by the configuration end the start in one line. */
const orRefuse = <T>(step: Promise<T>) =>
  step.catch((error: unknown) => {
    const described = describeStartupError(error, config);
    if (described) refuseToStart(described);
    throw error;
  });

const { db, seeded } = await orRefuse(prepareDatabase(config));
const app = await orRefuse(buildApp({ config, db, logger: { level: config.logLevel } }));

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
