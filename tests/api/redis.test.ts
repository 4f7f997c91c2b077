import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '../../contract';
import { startApp, type TestContext } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL as string;
const LIMIT = 4;

/** A TCP relay to Redis that the test can cut, as a network failure would. */
async function relayTo(url: string) {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

let attempts = 0;
/** A wrong sign-in, each for another account (so no account lockout joins in). */
const attempt = (ctx: TestContext) =>
  ctx.app.inject({
    method: 'POST',
    url: '/om/api/v1/user/login',
    payload: {
      account: `nobody-${(attempts += 1)}@example.com`,
      password: encodeCredential('Wrong@1234'),
    },
  });

/** Runs where `npm test` found a Redis server (TEST_REDIS_URL); CI always has one. */
describe.runIf(process.env.TEST_REDIS_URL)('shared state in Redis', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const env = {
    REDIS_URL,
    REDIS_PREFIX: prefix,
    LOGIN_RATE_LIMIT: String(LIMIT),
    LOGIN_FAILURE_IP_LIMIT: '1000',
  };
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    [first, second] = await Promise.all([startApp('sqlite', { env }), startApp('sqlite', { env })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts a rate limit across instances: two allow together what one allows', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 2; i += 1)
      statuses.push((await attempt(i % 2 === 0 ? first : second)).statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual(Array(LIMIT).fill(429));
  });

  it('reports Redis in /readyz', async () => {
    const ready = await first.app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json().checks]).toEqual([200, { database: 'ok', redis: 'ok' }]);
  });

  it('refuses to start when Redis does not answer, saying so in one line', async () => {
    for (const url of ['redis://127.0.0.1:1', 'http://127.0.0.1:6379']) {
      const failure = await startApp('sqlite', { env: { REDIS_URL: url } }).then(
        async (ctx) => {
          await ctx.close();
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(failure).toMatch(/^(Cannot reach Redis of REDIS_URL|REDIS_URL must start with)/);
    }
  });

  it('keeps answering when Redis is lost while running, without limits, and says it is not ready', async () => {
    const relay = await relayTo(REDIS_URL);
    const ctx = await startApp('sqlite', {
      env: { ...env, REDIS_URL: relay.url, REDIS_PREFIX: `${prefix}lost:` },
    });
    try {
      await relay.cut();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i += 1) statuses.push((await attempt(ctx)).statusCode);
      // wrong passwords, answered as such: no 500, and no 429 while nothing can count
      expect(statuses).toEqual(Array(LIMIT + 2).fill(401));
      const ready = await ctx.app.inject({ url: '/readyz' });
      expect([ready.statusCode, ready.json().checks.redis]).toEqual([503, 'unreachable']);
    } finally {
      await ctx.close();
    }
  });
});
