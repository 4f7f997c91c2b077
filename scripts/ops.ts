import { loadConfig } from '../server/config';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/lifecycle/migrate';
import { verbs } from './ops/index';
import { OpsUsageError } from './ops/verb';

/**
 * `npm run ops -- <verb> [arguments]`: operator commands against the configured database
 * (DATABASE_URL). Without a verb, or with --help, it lists them.
 */
const [name, ...args] = process.argv.slice(2);
const verb = verbs.find((candidate) => candidate.name === name);

if (!verb || args.includes('--help')) {
  const list = verbs.map(
    (v) => `  ${v.name.padEnd(20)} ${v.summary}\n  ${' '.repeat(20)} ${v.usage}`,
  );
  console.log(`usage: npm run ops -- <verb> [arguments]\n\n${list.join('\n')}`);
  process.exit(verb || !name || name === '--help' ? 0 : 2);
}

const config = loadConfig();
const db = connect(config.databaseUrl);
try {
  await migrateToLatest(db);
  await verb.run(args, { db, config });
} catch (error) {
  if (
    error instanceof OpsUsageError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(
      `${verb.name}: ${(error as Error).message}\nusage: npm run ops -- ${verb.name} ${verb.usage}`,
    );
    process.exitCode = 2;
  } else {
    console.error(`${verb.name} failed:`, error);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
