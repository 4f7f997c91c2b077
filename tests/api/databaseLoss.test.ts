import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApp, type TestContext } from './harness';

/**
 * PostgreSQL dropping every connection (a restart or a failover, as the server sees it):
 * the calls caught in it answer with the envelope, and the next ones succeed on fresh
 * connections, without restarting the instance. The shared test server is not restarted:
 * its backends for this test's database are terminated instead.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('losing the PostgreSQL connections', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp('postgres');
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx?.close());

  const basic = () => ctx.app.inject({ url: '/om/api/v1/account/basic', headers: { token } });

  it('answers with the envelope while connections die, and recovers by itself', async () => {
    const database = new URL(ctx.db.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const during = await Promise.all(
        Array.from({ length: 5 }, async (_, i) => {
          if (i === 2)
            await admin.query(
              'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
              [database],
            );
          return basic();
        }),
      );
      for (const answer of during) {
        expect([200, 500]).toContain(answer.statusCode);
        expect(answer.json().code).toMatch(/^(000000|500001)$/);
      }
    } finally {
      await admin.end();
    }
    const after = await basic();
    expect([after.statusCode, after.json().code]).toEqual([200, '000000']);
  });

  it('survives a connection ended while a transaction holds it between two queries', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const failed = await ctx.db.kysely
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
          await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
          // the end of the connection arrives while no query runs on it
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`SELECT 1`.execute(trx);
        })
        .then(
          () => false,
          () => true,
        );
      expect(failed).toBe(true);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
      await admin.end();
    }
    const after = await basic();
    expect([after.statusCode, after.json().code]).toEqual([200, '000000']);
  });
});
