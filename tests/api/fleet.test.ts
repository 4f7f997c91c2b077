import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential, toMicros } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { buildServer, isServerStale } from '../../scripts/build-server';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process';
import { createPostgresDatabase } from './harness';
import { flakyReceiver, type FlakyReceiver } from './notificationReceiver';
import { clientOf } from './serverClient';

const INSTANCES = 3;
const RATE_LIMIT = 6;
const REDIS_URL = process.env.TEST_REDIS_URL as string;
const prefix = `fleet-${randomBytes(4).toString('hex')}:`;

/** A sign-in attempt from a client address of the test's choosing (the fleet trusts its proxy). */
const signInFrom = (server: ServerProcess, ip: string, account: string, password: string) =>
  fetch(`${server.baseUrl}/om/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ account, password: encodeCredential(password) }),
  });

/**
 * Several instances on one PostgreSQL database, as a fleet behind a load balancer runs:
 * real server processes started at the same moment, sharing one Redis.
 */
describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'a fleet of instances on PostgreSQL',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let servers: ServerProcess[] = [];
    let receiver: FlakyReceiver;

    beforeAll(async () => {
      if (isServerStale()) await buildServer();
      database = await createPostgresDatabase();
      receiver = await flakyReceiver(2);
      servers = await Promise.all(
        Array.from({ length: INSTANCES }, () =>
          startServerProcess({
            DATABASE_URL: database.url,
            REDIS_URL,
            REDIS_PREFIX: prefix,
            TRUST_PROXY: '1',
            LOGIN_RATE_LIMIT: String(RATE_LIMIT),
            SANDBOX_NOTIFY_URL: receiver.url,
            JOB_POLL_MS: '100',
            JOB_EVERY_EXPIRE_ORDERS_MS: '1000',
          }),
        ),
      );
    }, 120_000);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await receiver?.close();
      await database?.drop();
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    it('starts three at once on an empty database: one migrates and seeds, all serve', async () => {
      for (const server of servers) {
        const ready = await fetch(`${server.baseUrl}/readyz`);
        expect([ready.status, await ready.json()]).toEqual([
          200,
          { status: 'ready', checks: { database: 'ok', redis: 'ok' } },
        ]);
      }
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const demo = await client.query(
          'SELECT count(*)::int AS n FROM accounts WHERE email = $1',
          [DEMO.email],
        );
        expect(demo.rows[0].n).toBe(1);
        const migrations = await client.query(
          'SELECT count(*)::int AS n, count(DISTINCT name)::int AS names FROM kysely_migration',
        );
        expect(migrations.rows[0].n).toBe(migrations.rows[0].names);
      } finally {
        await client.end();
      }
    });

    it('signs in through one instance and uses the session on the others', async () => {
      const login = await signInFrom(servers[0], '198.51.100.1', DEMO.email, DEMO.password);
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      for (const server of servers.slice(1)) {
        const basic = await fetch(`${server.baseUrl}/om/api/v1/account/basic`, {
          headers: { token },
        });
        const body = (await basic.json()) as { code: string; data: { email: string } };
        expect([body.code, body.data.email]).toEqual(['000000', DEMO.email]);
      }
    });

    it('trips the sign-in rate limit at the configured total, whichever instance is asked', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT + INSTANCES; i += 1) {
        const answer = await signInFrom(
          servers[i % INSTANCES],
          '198.51.100.2',
          `n${i}@x.io`,
          'W@1x',
        );
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, RATE_LIMIT).every((status) => status !== 429)).toBe(true);
      expect(statuses.slice(RATE_LIMIT)).toEqual(Array(INSTANCES).fill(429));
    });

    it('locks an account after its failed sign-ins on any instances (counted in the database)', async () => {
      const codes: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        // a new address each time: only the account's own count can lock it
        const answer = await signInFrom(
          servers[i % INSTANCES],
          `198.51.100.${10 + i}`,
          'ghost@x.io',
          'W@1x',
        );
        codes.push(((await answer.json()) as { code: string }).code);
      }
      expect(codes).toEqual(['401001', '401001', '401001', '401001', '401001', '429001']);
    });

    it('holds a code cooldown across instances (kept in the database)', async () => {
      const sendFrom = (server: ServerProcess, ip: string) =>
        fetch(`${server.baseUrl}/om/api/v1/user/code/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ account: DEMO.email, purpose: 'login' }),
        });
      expect((await sendFrom(servers[0], '198.51.100.30')).status).toBe(200);
      for (const server of servers.slice(1)) {
        const again = await sendFrom(server, '198.51.100.31');
        const body = (await again.json()) as { code: string; message: string };
        expect([again.status, body.code]).toEqual([429, '429001']);
        expect(body.message).toMatch(/^Please wait \d+ s before asking for another code\.$/);
      }
    });

    it('runs a recurring job once per period across the three', async () => {
      const periods = async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ job_key: string }>(
            "SELECT job_key FROM job_history WHERE kind = 'expire-orders' AND outcome = 'done'",
          );
          return rows.map((row) => row.job_key);
        } finally {
          await client.end();
        }
      };
      await expect
        .poll(async () => (await periods()).length, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(4);
      const keys = await periods();
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('credits a top-up once after the instance holding its notification retries is killed', async () => {
      const client = await clientOf(servers[0].baseUrl);
      const before = toMicros(await client.balance());
      const topUp = await client.payByCard('25.00');
      // the payer's attempt and the job's first failed; the retry is due in a few seconds
      await expect.poll(() => receiver.received(), { timeout: 10_000 }).toBe(2);
      // killed once that failure is recorded: a job killed mid-run waits for the heartbeat to
      // free it, which jobsCrash.test.ts is about
      const waitingForRetry = async () => {
        const db = new pg.Client({ connectionString: database.url });
        await db.connect();
        try {
          const { rows } = await db.query<{ n: string }>(
            `SELECT count(*) AS n FROM graphile_worker.jobs
              WHERE task_identifier = 'payment-notification' AND attempts >= 1
                AND locked_at IS NULL`,
          );
          return Number(rows[0].n);
        } finally {
          await db.end();
        }
      };
      await expect.poll(waitingForRetry, { timeout: 10_000 }).toBe(1);
      process.kill(servers[0].pid, 'SIGKILL');
      await servers[0].exited;
      receiver.forwardTo(servers[1].baseUrl);
      const other = await clientOf(servers[2].baseUrl);
      await expect
        .poll(async () => (await other.topUp(topUp.order.id)).order.status, { timeout: 20_000 })
        .toBe('paid');
      expect(toMicros(await other.balance()) - before).toBe(toMicros('25.00'));
    });
  },
);
