import { API_BASE, encodeCredential, type OrderFilters } from '../contract';
import { connect, type Db } from '../server/db/connect';
import { DEMO } from '../server/db/seed/demo';
import { filteredOrders, SORT_COLUMNS } from '../server/modules/orders/query';
import { findOrders } from '../server/modules/orders/repo';
import { screenPaths } from './activity';
import { memoryOf } from './memory';
import {
  FULL_PLAN,
  hammer,
  measurePaired,
  type Endpoint,
  type Paired,
  type PairPlan,
} from './paired';
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

/** How long each case runs, and what is measured beside the cases. */
export interface LoadPlan {
  pairs: PairPlan;
  /** Time the list's own queries and a plain OFFSET page directly after each orders case. */
  timeQueries: boolean;
  /** Runs of 10 s on the large account's page 1 after the cases, RSS read after each. */
  memoryRuns: number;
}

export const FULL_LOAD: LoadPlan = { pairs: FULL_PLAN, timeQueries: true, memoryRuns: 3 };

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

export const describeLoadRow = (row: LoadRow) =>
  `${row.screen} · ${row.account}${row.page ? ` · ${row.page}` : ''}${row.filter ? ` · ${row.filter}` : ''}`;

/**
 * Every case under load, each paired with the bare reference (the typical account's page 1
 * on the same database): the orders list (typical and large account, first and deep page,
 * with and without a status filter) and the first view of the usage explorer, the audit log
 * and a callback address's delivery log on the large account; then the server's memory.
 */
export async function measureLoad(
  baseUrl: string,
  serverPid: number,
  databaseUrl: string,
  accounts: BenchAccounts,
  reference: Endpoint,
  plan: LoadPlan = FULL_LOAD,
): Promise<LoadResult> {
  const db = connect(databaseUrl);
  try {
    const rows: LoadRow[] = [];
    const tokens = {
      typical: await signIn(baseUrl, accounts.typical.email),
      large: await signIn(baseUrl, accounts.large.email),
    };
    const ours = (account: 'typical' | 'large', path: string): Endpoint => ({
      url: `${baseUrl}${path}`,
      headers: { token: tokens[account] },
      pid: serverPid,
    });
    const measure = async (
      row: Omit<LoadRow, keyof Paired | 'queryMs' | 'plainSqlMs'>,
      path: string,
      timed: () => Promise<{ queryMs: number; plainSqlMs: number } | null> = async () => null,
    ) => {
      const paired = await measurePaired(ours(row.account, path), reference, plan.pairs);
      const times = plan.timeQueries ? await timed() : null;
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
    };

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
          await measure(
            { screen: 'orders', account, page: `${page} (page ${pageNo})`, filter },
            `${API_BASE}/v1/orders?page=${pageNo}&pageSize=${PAGE_SIZE}${filter ? `&${filter}` : ''}`,
            () => timeQueries(db, mainId, filters, pageNo),
          );
        }
      }
    }
    const screens = screenPaths();
    const large = { account: 'large', page: '', filter: '' } as const;
    await measure({ screen: 'usage explorer', ...large }, screens.usage);
    await measure({ screen: 'audit log', ...large }, screens.auditLog);
    await measure({ screen: 'delivery log', ...large }, screens.deliveryLog);

    const rssAfterRunsMb: number[] = [];
    for (let run = 0; run < plan.memoryRuns; run += 1) {
      await hammer(ours('large', `${API_BASE}/v1/orders?pageSize=${PAGE_SIZE}`), 10);
      rssAfterRunsMb.push(memoryOf(serverPid).rssMb);
    }
    return { rows, rssAfterRunsMb, peakRssMb: memoryOf(serverPid).peakMb };
  } finally {
    await db.destroy();
  }
}
