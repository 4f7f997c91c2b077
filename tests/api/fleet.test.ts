import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '../../contract';
import { DEMO } from '../../server/db/seed/demo';
import { buildServer, isServerStale } from '../../scripts/build-server';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process';
import { createPostgresDatabase } from './harness';

const INSTANCES = 3;

/**
 * Several instances on one PostgreSQL database, as a fleet behind a load balancer runs:
 * real server processes started at the same moment.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a fleet of instances on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (isServerStale()) await buildServer();
    database = await createPostgresDatabase();
    servers = await Promise.all(
      Array.from({ length: INSTANCES }, () =>
        startServerProcess({ DATABASE_URL: database.url, LOGIN_RATE_LIMIT: '1000' }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it('starts three at once on an empty database: one migrates and seeds, all serve', async () => {
    for (const server of servers)
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const demo = await client.query('SELECT count(*)::int AS n FROM accounts WHERE email = $1', [
        DEMO.email,
      ]);
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
    const login = await fetch(`${servers[0].baseUrl}/om/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: DEMO.email, password: encodeCredential(DEMO.password) }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    for (const server of servers.slice(1)) {
      const basic = await fetch(`${server.baseUrl}/om/api/v1/account/basic`, {
        headers: { token },
      });
      const body = (await basic.json()) as { code: string; data: { email: string } };
      expect([body.code, body.data.email]).toEqual(['000000', DEMO.email]);
    }
  });
});
