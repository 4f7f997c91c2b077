import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import autocannon from 'autocannon';
import { API_BASE } from '../contract';
import { connect } from '../server/db/connect';
import { DEMO } from '../server/lifecycle/seed/demo';
import { scratchDatabase, type ScratchDatabase } from '../scripts/scratchDatabase';
import { startServerProcess, type ServerProcess } from '../scripts/server-process';
import { ensurePostgresDatabase } from './growth/seedConnection';
import { signIn } from './load';
import { memoryOf } from './memory';

const AMQP_URL = process.env.BENCH_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
/** Events per HTTP call, and calls in flight at once (the platform's senders). */
const BATCH = 500;
const SENDERS = 4;
const HTTP_EVENTS = 100_000;
const AMQP_EVENTS = 50_000;
/** The rate the API's p99 is measured under: the floor. */
export const INGEST_TARGET_PER_SEC = 5_000;
/** Customers' consoles reading the list while the platform reports: 10 connections, 10 s. */
const API_CONNECTIONS = 10;
const API_SECONDS = 10;
/**
 * The two loads of the API: as fast as the server answers (what ingest takes from it shows as
 * its share of one thread), and 100 requests/s, a busy console's traffic well below that
 * (what shows is how long ingest makes a request wait).
 */
const API_LOADS = [null, 100] as const;
const SAMPLE_MS = 100;
const COMMIT_TIMEOUT_MS = 180_000;

export interface IngestPath {
  path: string;
  events: number;
  seconds: number;
  eventsPerSec: number;
}

export interface ApiUnderIngest {
  /** Requests per second asked; null: as fast as answered. */
  ratePerSec: number | null;
  aloneP99Ms: number;
  underLoadP99Ms: number;
  /** What ingest committed per second while the API was measured under it. */
  underLoadEventsPerSec: number;
  errors: number;
}

export interface IngestResult {
  paths: IngestPath[];
  api: ApiUnderIngest[];
  /** The server's resident memory: the highest sample during ingest, and its peak (VmHWM). */
  sampledRssMb: number;
  peakRssMb: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Events of a run, as the platform reports them: each message sent, then delivered (half the
 * events make a message, half move one on), to 10,000 numbers.
 */
function eventsOf(run: string, accountId: string, from: number, count: number) {
  const at = new Date(Date.now() - 60_000).toISOString();
  return Array.from({ length: count }, (_, n) => {
    const i = from + n;
    const message = Math.floor(i / 2);
    return {
      id: `${run}-e${i}`,
      messageId: `${run}-m${message}`,
      accountId,
      product: 'sms_verification',
      channel: 'sms',
      direction: 'outbound',
      from: 'OMVERIFY',
      to: `+551198765${String(message % 10_000).padStart(4, '0')}`,
      segments: 1,
      unitPrice: '0.0052',
      status: i % 2 === 0 ? 'sent' : 'delivered',
      at,
    };
  });
}

/** The server's highest resident memory while `work` runs, sampled every 100 ms. */
async function sampled<T>(pid: number, work: () => Promise<T>, samples: number[]): Promise<T> {
  const timer = setInterval(() => samples.push(memoryOf(pid).rssMb), SAMPLE_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

async function eventRows(databaseUrl: string): Promise<number> {
  const db = connect(databaseUrl);
  try {
    const row = await db.kysely
      .selectFrom('message_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

/** Batches posted with SENDERS in flight, one every `intervalMs` at most (0: as fast as taken). */
async function postBatches(
  server: ServerProcess,
  token: string,
  bodies: string[],
  intervalMs: number,
) {
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  for (const [k, body] of bodies.entries()) {
    const wait = started + k * intervalMs - performance.now();
    if (wait > 0) await sleep(wait);
    if (inFlight.size >= SENDERS) await Promise.race(inFlight);
    const call: Promise<void> = fetch(`${server.baseUrl}/om/internal/v1/message-events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    })
      .then(async (response) => {
        const answer = (await response.json()) as { data?: { accepted: number } };
        if (answer.data?.accepted !== BATCH) throw new Error(`a batch was not taken whole`);
      })
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
  }
  await Promise.all(inFlight);
}

const batchesOf = (run: string, accountId: string, events: number) =>
  Array.from({ length: events / BATCH }, (_, k) =>
    JSON.stringify({ events: eventsOf(run, accountId, k * BATCH, BATCH) }),
  );

/** Waits until the database holds `rows` events; the seconds since `since`. */
async function committed(databaseUrl: string, rows: number, since: number): Promise<number> {
  while ((await eventRows(databaseUrl)) < rows) {
    if (performance.now() - since > COMMIT_TIMEOUT_MS)
      throw new Error(`ingest did not commit ${rows} events in time`);
    await sleep(SAMPLE_MS);
  }
  return (performance.now() - since) / 1000;
}

/** Publishes one event per message to the server's queue, confirmed; the queues deleted after. */
async function publishEvents(queue: string, events: object[]) {
  const connection = await amqp.connect(AMQP_URL);
  try {
    const channel = await connection.createConfirmChannel();
    await channel.assertQueue(queue, { durable: true });
    for (const event of events)
      channel.sendToQueue(queue, Buffer.from(JSON.stringify(event)), { persistent: true });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}

async function deleteQueues(queue: string) {
  const connection = await amqp.connect(AMQP_URL);
  try {
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue);
    await channel.deleteQueue(`${queue}.dead`);
  } finally {
    await connection.close();
  }
}

/** The messages list of the demo account, 10 connections for 10 s, at `ratePerSec` if set. */
async function apiP99(server: ServerProcess, token: string, ratePerSec: number | null) {
  const result = await autocannon({
    url: `${server.baseUrl}${API_BASE}/v1/messages?pageSize=25`,
    connections: API_CONNECTIONS,
    duration: API_SECONDS,
    headers: { token },
    ...(ratePerSec !== null && { overallRate: ratePerSec }),
  });
  return { p99Ms: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function demoAccountId(databaseUrl: string): Promise<string> {
  const db = connect(databaseUrl);
  try {
    const row = await db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

/**
 * Ingest on one server process (a fresh database: SQLite, or a scratch one on the PostgreSQL
 * server of `postgresUrl`): 100,000 events in batches of 500 over HTTP as fast as they are
 * taken, then 50,000 published to RabbitMQ one per message; each rate is events committed
 * (rows counted after) per second. Then the demo account's messages list, alone and while
 * ingest is paced at 5,000 events/s. The server's memory is sampled throughout. `thread`:
 * the server takes the events on a thread of its own (MESSAGE_INGEST_THREAD=1).
 */
export async function measureIngest(postgresUrl?: string, thread = false): Promise<IngestResult> {
  if (postgresUrl) await ensurePostgresDatabase(postgresUrl);
  const scratch: ScratchDatabase | null = postgresUrl
    ? await scratchDatabase(postgresUrl, 'console_ingest')
    : null;
  const operatorToken = randomBytes(24).toString('hex');
  const queue = `bench_ingest_${process.pid}`;
  const server = await startServerProcess({
    ...(scratch && { DATABASE_URL: scratch.url }),
    OPERATOR_TOKEN: operatorToken,
    MESSAGE_EVENTS_AMQP_URL: AMQP_URL,
    MESSAGE_EVENTS_QUEUE: queue,
    MESSAGE_INGEST_THREAD: thread ? '1' : '0',
  });
  const samples: number[] = [];
  try {
    const databaseUrl = server.databaseUrl;
    const accountId = await demoAccountId(databaseUrl);
    const paths: IngestPath[] = [];

    const httpBodies = batchesOf('http', accountId, HTTP_EVENTS);
    // the demo's own events are there before
    const beforeHttp = await eventRows(databaseUrl);
    let started = performance.now();
    await sampled(server.pid, () => postBatches(server, operatorToken, httpBodies, 0), samples);
    let seconds = (performance.now() - started) / 1000;
    const afterHttp = await eventRows(databaseUrl);
    paths.push({
      path: 'HTTP batches of 500, 4 in flight',
      events: afterHttp - beforeHttp,
      seconds: +seconds.toFixed(2),
      eventsPerSec: Math.round((afterHttp - beforeHttp) / seconds),
    });

    const queued = eventsOf('amqp', accountId, 0, AMQP_EVENTS);
    started = performance.now();
    seconds = await sampled(
      server.pid,
      async () => {
        await publishEvents(queue, queued);
        return committed(databaseUrl, afterHttp + AMQP_EVENTS, started);
      },
      samples,
    );
    paths.push({
      path: 'RabbitMQ, one event per message',
      events: AMQP_EVENTS,
      seconds: +seconds.toFixed(2),
      eventsPerSec: Math.round(AMQP_EVENTS / seconds),
    });

    const token = await signIn(server.baseUrl, DEMO.email);
    await apiP99(server, token, null);
    const api: ApiUnderIngest[] = [];
    for (const [round, ratePerSec] of API_LOADS.entries()) {
      const alone = await apiP99(server, token, ratePerSec);
      // enough batches at 5,000 events/s to outlast the API's run
      const pacedEvents = INGEST_TARGET_PER_SEC * (API_SECONDS + 2);
      const pacedBodies = batchesOf(`paced${round}`, accountId, pacedEvents);
      const beforePaced = await eventRows(databaseUrl);
      started = performance.now();
      const [underLoad] = await sampled(
        server.pid,
        () =>
          Promise.all([
            apiP99(server, token, ratePerSec),
            postBatches(server, operatorToken, pacedBodies, (BATCH / INGEST_TARGET_PER_SEC) * 1000),
          ]),
        samples,
      );
      seconds = (performance.now() - started) / 1000;
      api.push({
        ratePerSec,
        aloneP99Ms: alone.p99Ms,
        underLoadP99Ms: underLoad.p99Ms,
        underLoadEventsPerSec: Math.round(((await eventRows(databaseUrl)) - beforePaced) / seconds),
        errors: alone.errors + underLoad.errors,
      });
    }
    return {
      paths,
      api,
      sampledRssMb: +Math.max(...samples).toFixed(1),
      peakRssMb: +memoryOf(server.pid).peakMb.toFixed(1),
    };
  } finally {
    await server.stop();
    await deleteQueues(queue);
    await scratch?.drop();
  }
}
