import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { API_BASE, encodeCredential, type OrderFilters } from '../contract';
import { connect } from '../server/db/connect';
import { DEMO } from '../server/db/seed/demo';
import { filteredOrders, SORT_COLUMNS } from '../server/modules/orders/query';
import { findOrders } from '../server/modules/orders/repo';
import { cpuMsOf, memoryOf } from './memory';
import type { BenchAccounts } from './seed';
import { freePort } from '../scripts/server-process';
import { SERVER_NODE_FLAGS } from '../scripts/build-server';

const CONNECTIONS = 50;
const SECONDS = 10;
const PAGE_SIZE = 25;

export interface LoadRow {
  account: 'typical' | 'large';
  page: 'first' | 'deep';
  filter: 'none' | 'status=paid';
  pageNo: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /**
   * Server CPU time per request (user + system): unlike req/s it barely moves when other
   * processes share the cores; 1000 / cpuMsPerRequest is what one core could serve.
   */
  cpuMsPerRequest: number;
  /** Median time of the endpoint's own queries (counters, seeks), no HTTP. */
  queryMs: number;
  /** Median time of a plain OFFSET page plus COUNT(*), for comparison. */
  plainSqlMs: number;
}

export interface LoadResult {
  rows: LoadRow[];
  /** The bare Fastify reference (SQLite only): req/s, p50 and p99 of the same page-1 queries. */
  bare: { reqPerSec: number; p50Ms: number; p99Ms: number; cpuMsPerRequest: number } | null;
  /** RSS after each of three consecutive runs of the large account's first page. */
  rssAfterRunsMb: number[];
  peakRssMb: number;
}

export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API_BASE}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: email, password: encodeCredential(DEMO.password) }),
  });
  const body = (await response.json()) as { code: string; data: { token: string } };
  if (body.code !== '000000') throw new Error(`bench sign-in of ${email} failed: ${body.code}`);
  return body.data.token;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function timeIt(runs: number, work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 5; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}

const hammer = (url: string, token: string, seconds = SECONDS) =>
  autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { token } });

/**
 * The orders list under load: 50 connections for 10 s per case (typical and large account,
 * first and deep page, with and without a status filter), the same queries timed directly,
 * and the server's resident memory.
 */
export async function measureLoad(
  baseUrl: string,
  serverPid: number,
  databaseUrl: string,
  accounts: BenchAccounts,
): Promise<LoadResult> {
  const db = connect(databaseUrl);
  try {
    const rows: LoadRow[] = [];
    const tokens = {
      typical: await signIn(baseUrl, accounts.typical.email),
      large: await signIn(baseUrl, accounts.large.email),
    };
    const listUrl = (query: string) => `${baseUrl}${API_BASE}/v1/orders?${query}`;
    for (const account of ['typical', 'large'] as const) {
      const mainId = accounts[account].id;
      for (const filter of ['none', 'status=paid'] as const) {
        const filters: OrderFilters = filter === 'none' ? {} : { status: 'paid' };
        const { total } = await findOrders(db, mainId, filters, {
          page: 1,
          pageSize: PAGE_SIZE,
          sort: 'createdAt',
          order: 'desc',
        });
        for (const page of ['first', 'deep'] as const) {
          // the deep page is the last full one: the farthest OFFSET would have to skip
          const pageNo = page === 'first' ? 1 : Math.max(1, Math.floor(total / PAGE_SIZE));
          const query = `page=${pageNo}&pageSize=${PAGE_SIZE}${filter === 'none' ? '' : `&${filter}`}`;
          // warm-up: the JIT, the database's cache of these pages, the deep page's boundaries
          await hammer(listUrl(query), tokens[account], 2);
          const cpuBefore = cpuMsOf(serverPid);
          const result = await hammer(listUrl(query), tokens[account]);
          const cpuMsPerRequest = (cpuMsOf(serverPid) - cpuBefore) / Math.max(1, result['2xx']);
          const pageSpec = {
            page: pageNo,
            pageSize: PAGE_SIZE,
            sort: 'createdAt',
            order: 'desc',
          } as const;
          const queryMs = await timeIt(200, () => findOrders(db, mainId, filters, pageSpec));
          const plainSqlMs = await timeIt(50, () =>
            Promise.all([
              filteredOrders(db, mainId, filters)
                .selectAll()
                .orderBy(SORT_COLUMNS.createdAt, 'desc')
                .orderBy('id', 'desc')
                .limit(PAGE_SIZE)
                .offset((pageNo - 1) * PAGE_SIZE)
                .execute(),
              filteredOrders(db, mainId, filters)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirst(),
            ]),
          );
          rows.push({
            account,
            page,
            filter,
            pageNo,
            reqPerSec: Math.round(result.requests.average),
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            errors: result.errors + result.timeouts + result.non2xx,
            cpuMsPerRequest: +cpuMsPerRequest.toFixed(3),
            queryMs,
            plainSqlMs,
          });
          console.log(
            `  ${account} ${page} ${filter}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
          );
        }
      }
    }
    const rssAfterRunsMb: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      await hammer(listUrl(`pageSize=${PAGE_SIZE}`), tokens.large);
      rssAfterRunsMb.push(memoryOf(serverPid).rssMb);
    }
    return { rows, bare: null, rssAfterRunsMb, peakRssMb: memoryOf(serverPid).peakMb };
  } finally {
    await db.destroy();
  }
}

/** The bare Fastify reference (bench/bare-server.ts) on the typical account's page 1. */
export async function measureBare(
  databaseUrl: string,
  mainId: string,
): Promise<NonNullable<LoadResult['bare']>> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'bench/bare-server.ts'],
    { env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) }, stdio: 'pipe' },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.includes('listening') && resolve());
      child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}/orders?mainId=${mainId}`;
    await hammer(url, '', 2);
    const cpuBefore = cpuMsOf(child.pid as number);
    const result = await hammer(url, '');
    return {
      reqPerSec: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      cpuMsPerRequest: +(
        (cpuMsOf(child.pid as number) - cpuBefore) /
        Math.max(1, result['2xx'])
      ).toFixed(3),
    };
  } finally {
    child.kill('SIGTERM');
  }
}
