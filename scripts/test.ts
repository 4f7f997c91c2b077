import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { connect as connectAmqp } from 'amqplib';
import { Redis } from 'ioredis';
import pg from 'pg';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A PostgreSQL server for the API suite: TEST_DATABASE_URL, or the local one if it answers. */
async function findPostgres(): Promise<string | null> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return LOCAL_POSTGRES;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** A Redis server for the shared-state suites: TEST_REDIS_URL, or the local one if it answers. */
async function findRedis(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL ?? LOCAL_REDIS;
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG' ? url : null;
  } catch {
    return null;
  } finally {
    probe.disconnect();
  }
}

const LOCAL_AMQP = 'amqp://guest:guest@127.0.0.1:5672';

/** A RabbitMQ broker for the message events' suite: TEST_AMQP_URL, or the local one if it answers. */
async function findRabbit(): Promise<string | null> {
  const url = process.env.TEST_AMQP_URL ?? LOCAL_AMQP;
  try {
    const connection = await connectAmqp(url, { timeout: 2000 });
    await connection.close();
    return url;
  } catch {
    return null;
  }
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Runs one vitest project and reads its counts from the JSON report. */
const runProject = (
  project: string,
  env: NodeJS.ProcessEnv = process.env,
): Counts & { status: number } => {
  const report = `test-results/${project}.json`;
  fs.rmSync(report, { force: true });
  const args = [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  console.log(`\n$ npx ${args.slice(0, 4).join(' ')}`);
  const status = spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;
  if (!fs.existsSync(report)) return { status: status || 1, passed: 0, failed: 1, skipped: 0 };
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  return {
    status,
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests,
  };
};

/**
 * `npm test`: unit, API (SQLite, and PostgreSQL when one is reachable) and browser tests,
 * each layer run even when an earlier one fails, so one run shows everything.
 */
const postgres = await findPostgres();
const redis = await findRedis();
const rabbit = await findRabbit();
console.log(
  postgres
    ? `API suite: SQLite and PostgreSQL (${postgres.replace(/\/\/[^@]*@/, '//')})`
    : 'API suite: SQLite only (no PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432)',
);
console.log(
  redis
    ? `Shared-state suites: Redis at ${redis.replace(/\/\/[^@]*@/, '//')}`
    : 'Shared-state suites skipped: no Redis at TEST_REDIS_URL or 127.0.0.1:6379 (apt-get install redis-server)',
);
console.log(
  rabbit
    ? `Broker suite: RabbitMQ at ${rabbit.replace(/\/\/[^@]*@/, '//')}`
    : 'Broker suite skipped: no RabbitMQ at TEST_AMQP_URL or 127.0.0.1:5672 (apt-get install rabbitmq-server)',
);
const apiEnv = {
  ...process.env,
  ...(postgres && { TEST_DATABASE_URL: postgres }),
  ...(redis && { TEST_REDIS_URL: redis }),
  ...(rabbit && { TEST_AMQP_URL: rabbit }),
};
fs.mkdirSync('test-results', { recursive: true });
const results = [runProject('unit'), runProject('api', apiEnv), runProject('e2e')];
const total = (key: keyof Counts) => results.reduce((sum, result) => sum + result[key], 0);
console.log(
  `\ntests: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`,
);
process.exit(results.some((result) => result.status !== 0 || result.failed > 0) ? 1 : 0);
