import type * as DnsPromises from 'node:dns/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CALLBACK_URL } from '../../server/lifecycle/seed/devtools';
import { probe } from '../../server/modules/callbacks/probe';
import { backends, startApp, type TestContext } from './harness';

const dns = vi.hoisted(() => ({ lookups: [] as string[] }));
vi.mock('node:dns/promises', async (original) => {
  const real = await original<typeof DnsPromises>();
  return {
    ...real,
    lookup: (host: string, ...rest: unknown[]) => {
      dns.lookups.push(host);
      return (real.lookup as (...args: unknown[]) => unknown)(host, ...rest);
    },
  };
});

/** Hosts that never leave the machine: loopback, and the names RFC 2606 and 6761 reserve. */
const LOCAL_HOST = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost|.+\.(invalid|example|test|localhost))$/;

describe.each(backends())('the demo seed on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend);
  });
  afterAll(() => ctx.close());

  it('names no host outside the machine in any seeded text', async () => {
    const tables =
      backend === 'sqlite'
        ? sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`
        : sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
    const hosts = new Set<string>();
    for (const { name } of (await tables.execute(ctx.db.kysely)).rows) {
      const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(
        ctx.db.kysely,
      );
      for (const row of rows.rows)
        for (const value of Object.values(row))
          if (typeof value === 'string')
            for (const [, host] of value.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/([^/\s"'<>:?#]+)/gi))
              hosts.add(`${name}: ${host}`);
    }
    expect(hosts.size).toBeGreaterThan(0);
    expect([...hosts].filter((entry) => !LOCAL_HOST.test(entry.split(': ')[1]))).toEqual([]);
  });

  it('gives the demo callback a receiver the prober refuses without asking DNS', async () => {
    const row = await ctx.db.kysely.selectFrom('callbacks').select('url').executeTakeFirstOrThrow();
    expect(row.url).toBe(DEMO_CALLBACK_URL);
    const result = await probe(
      { url: row.url, method: 'POST', headers: {}, body: '{}' },
      { allow: [], timeoutMs: 3000 },
    );
    expect(result).toMatchObject({ outcome: 'dns', detail: 'ENOTFOUND', httpStatus: null });
    expect(dns.lookups).toEqual([]);
  });
});
