import { API_BASE, encodeCredential, type OrderFilters } from '../contract';
import { connect, type Db } from '../server/db/connect';
import { DEMO } from '../server/lifecycle/seed/demo';
import { filteredOrders, SORT_COLUMNS } from '../server/modules/orders/query';
import { findOrders } from '../server/modules/orders/repo';
import { screenPaths } from './activity';
import { memoryOf } from './memory';
import { hammer, measurePaired, type Endpoint, type Paired } from './paired';
import { median, timeRuns } from './stats';
import type { BenchAccounts } from './seed';

const PAGE_SIZE = 25;
const PAGES = ['first', 'deep'] as const;
const PAGES_WITH_SECOND = ['first', 'second', 'deep'] as const;
const PAGE_NUMBERS: Partial<Record<(typeof PAGES_WITH_SECOND)[number], number>> = {
  first: 1,
  second: 2,
};

export interface LoadRow extends Paired {
  screen: 'orders' | 'usage explorer' | 'audit log' | 'delivery log';
  account: 'typical' | 'large';
  /** The orders list's page (first or the last full one) and filter; '' for the other screens. */
  page: string;
  filter: string;
  /** Median time of the orders list's own queries (counters, seeks), no HTTP. */
  queryMs: number | null;
  /** Median time of a plain OFFSET page plus COUNT(*), for comparison. */
  plainSqlMs: number | null;
}

/** Runs of 10 s on the large account's page 1 after the cases, RSS read after each. */
const MEMORY_RUNS = 3;

export interface LoadResult {
  rows: LoadRow[];
  /** RSS after each of the consecutive runs of the large account's first page. */
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

const timeIt = async (runs: number, work: () => Promise<unknown>) =>
  median(await timeRuns(runs, work));

/** The orders list's own queries and a plain OFFSET + COUNT(*) of the same page, timed directly. */
async function timeQueries(db: Db, mainId: string, filters: OrderFilters, pageNo: number) {
  const pageSpec = { page: pageNo, pageSize: PAGE_SIZE, sort: 'createdAt', order: 'desc' } as const;
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
  return { queryMs, plainSqlMs };
}

/** What a load case is, before it is measured. */
type LoadCaseRow = Omit<LoadRow, keyof Paired | 'queryMs' | 'plainSqlMs'>;

export const describeLoadRow = (row: LoadCaseRow) =>
  `${row.screen} · ${row.account}${row.page ? ` · ${row.page}` : ''}${row.filter ? ` · ${row.filter}` : ''}`;

/** One load case: what it is, the path asked, and for orders the list's own query. */
export interface LoadCase {
  row: LoadCaseRow;
  path: string;
  orders: { mainId: string; filters: OrderFilters; pageNo: number } | null;
}

/**
 * The load cases on one database: the orders list (typical and large account, first and
 * deep page, with and without a status filter, and the typical account's page 2) and the
 * first view of the usage explorer, the audit log and a callback address's delivery log on
 * the large account. A deep page is the last full one of the account on that database.
 */
export async function loadCases(db: Db, accounts: BenchAccounts): Promise<LoadCase[]> {
  const cases: LoadCase[] = [];
  for (const account of ['typical', 'large'] as const) {
    const mainId = accounts[account].id;
    for (const filter of ['', 'status=paid'] as const) {
      const filters: OrderFilters = filter ? { status: 'paid' } : {};
      const { total } = await findOrders(db, mainId, filters, {
        page: 1,
        pageSize: PAGE_SIZE,
        sort: 'createdAt',
        order: 'desc',
      });
      // page 2 is read afresh on every call, as any page but a kept first page is
      const pages = account === 'typical' && !filter ? PAGES_WITH_SECOND : PAGES;
      for (const page of pages) {
        // the deep page is the last full one: the farthest OFFSET would have to skip
        const pageNo = PAGE_NUMBERS[page] ?? Math.max(1, Math.floor(total / PAGE_SIZE));
        cases.push({
          row: { screen: 'orders', account, page: `${page} (page ${pageNo})`, filter },
          path: `${API_BASE}/v1/orders?page=${pageNo}&pageSize=${PAGE_SIZE}${filter ? `&${filter}` : ''}`,
          orders: { mainId, filters, pageNo },
        });
      }
    }
  }
  const screens = screenPaths();
  const large = { account: 'large', page: '', filter: '' } as const;
  cases.push(
    { row: { screen: 'usage explorer', ...large }, path: screens.usage, orders: null },
    { row: { screen: 'audit log', ...large }, path: screens.auditLog, orders: null },
    { row: { screen: 'delivery log', ...large }, path: screens.deliveryLog, orders: null },
  );
  return cases;
}

/** Each bench account signed in on one server: the endpoint of a path as that account. */
export async function signedInEndpoints(baseUrl: string, pid: number, accounts: BenchAccounts) {
  const tokens = {
    typical: await signIn(baseUrl, accounts.typical.email),
    large: await signIn(baseUrl, accounts.large.email),
  };
  return (account: 'typical' | 'large', path: string): Endpoint => ({
    url: `${baseUrl}${path}`,
    headers: { token: tokens[account] },
    pid,
  });
}

/**
 * Every case under load, each paired with the bare reference (the typical account's page 1
 * on the same database), then the server's memory.
 */
export async function measureLoad(
  baseUrl: string,
  serverPid: number,
  databaseUrl: string,
  accounts: BenchAccounts,
  reference: Endpoint,
): Promise<LoadResult> {
  const db = connect(databaseUrl);
  try {
    const rows: LoadRow[] = [];
    const ours = await signedInEndpoints(baseUrl, serverPid, accounts);
    for (const { row, path, orders } of await loadCases(db, accounts)) {
      const paired = await measurePaired(ours(row.account, path), reference);
      const times = orders
        ? await timeQueries(db, orders.mainId, orders.filters, orders.pageNo)
        : null;
      const done: LoadRow = {
        ...row,
        ...paired,
        queryMs: times?.queryMs ?? null,
        plainSqlMs: times?.plainSqlMs ?? null,
      };
      rows.push(done);
      console.log(
        `  ${describeLoadRow(done)}: ${paired.ours.reqPerSec} req/s, p99 ${paired.ours.p99Ms} ms` +
          ` (reference ${paired.reference.reqPerSec} req/s, p99 ${paired.reference.p99Ms} ms)`,
      );
    }

    const rssAfterRunsMb: number[] = [];
    for (let run = 0; run < MEMORY_RUNS; run += 1) {
      await hammer(ours('large', `${API_BASE}/v1/orders?pageSize=${PAGE_SIZE}`), 10);
      rssAfterRunsMb.push(memoryOf(serverPid).rssMb);
    }
    return { rows, rssAfterRunsMb, peakRssMb: memoryOf(serverPid).peakMb };
  } finally {
    await db.destroy();
  }
}
