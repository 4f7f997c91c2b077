import type { OrderFilters } from '../../../contract';
import type { Db } from '../../db/connect';
import type { OrdersTable } from '../../db/schema';
import { SORT_COLUMNS, type OrdersQuery, type SortColumn } from './query';

/** Rows skipped with OFFSET before a page-boundary seek takes over. */
const DIRECT_OFFSET = 1_000;
/** One remembered boundary every STRIDE rows: a deep page skips fewer rows than this. */
const STRIDE = 1_000;
/** Lists (account, version, filters, sort) whose boundaries are kept. */
const CACHED_LISTS = 1_000;

export interface OrderPage {
  page: number;
  pageSize: number;
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
}

export interface SortKey {
  value: number | string;
  id: string;
}

interface Boundaries {
  /** The last row of each block of STRIDE rows found so far. */
  keys: SortKey[];
  /** True once the end of the list was reached: no more boundaries to find. */
  complete: boolean;
  /** The search under way, which concurrent requests wait for instead of repeating it. */
  finding: Promise<void> | null;
}

const boundaries = new Map<string, Boundaries>();

const ordered = (query: OrdersQuery, column: SortColumn, order: OrderPage['order']) =>
  query.orderBy(column, order).orderBy('id', order);

/** The rows after `key` in the list's order: a keyset seek on the (…, sort, id) index. */
const after = (query: OrdersQuery, column: SortColumn, order: OrderPage['order'], key: SortKey) =>
  query.where((eb) =>
    eb(eb.refTuple(column, 'id'), order === 'desc' ? '<' : '>', eb.tuple(key.value, key.id)),
  );

async function listVersion(db: Db, mainId: string) {
  const row = await db.kysely
    .selectFrom('order_versions')
    .select('version')
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * The sort key of the last row of block `block` (rows up to block × STRIDE), found by seeking
 * from the previous boundary and remembered for this version of the account's orders: any
 * insert, update or delete bumps the version, so a boundary is never used after it moved.
 */
async function boundaryOf(
  db: Db,
  mainId: string,
  filters: OrderFilters,
  matching: OrdersQuery,
  column: SortColumn,
  order: OrderPage['order'],
  block: number,
): Promise<SortKey | null> {
  const key = JSON.stringify([mainId, await listVersion(db, mainId), filters, column, order]);
  const list = boundaries.get(key) ?? { keys: [], complete: false, finding: null };
  boundaries.delete(key); // most recently used last
  boundaries.set(key, list);
  if (boundaries.size > CACHED_LISTS) boundaries.delete(boundaries.keys().next().value as string);

  const find = async () => {
    while (list.keys.length < block) {
      const from = list.keys.at(-1);
      const row = await ordered(
        from ? after(matching, column, order, from) : matching,
        column,
        order,
      )
        .select([column, 'id'])
        .limit(1)
        .offset(STRIDE - 1)
        .executeTakeFirst();
      if (!row) {
        list.complete = true;
        return;
      }
      list.keys.push({ value: row[column] as number | string, id: row.id });
    }
  };
  while (list.keys.length < block && !list.complete) {
    list.finding ??= find().finally(() => (list.finding = null));
    await list.finding;
  }
  return list.keys[block - 1] ?? null;
}

/** A shallow page: OFFSET over the index that serves the sort. */
export const offsetPage = (matching: OrdersQuery, page: OrderPage, offset: number) =>
  ordered(matching, SORT_COLUMNS[page.sort], page.order)
    .selectAll()
    .limit(page.pageSize)
    .offset(offset);

/** A deep page: seek past the key of the row just before it, no rows skipped. */
export const seekPage = (matching: OrdersQuery, page: OrderPage, from: SortKey) => {
  const column = SORT_COLUMNS[page.sort];
  return ordered(after(matching, column, page.order, from), column, page.order)
    .selectAll()
    .limit(page.pageSize);
};

/**
 * The key of the row `skip` rows past a boundary, read from the index alone (sort column and
 * id), so that skipping costs no table reads.
 */
async function keyAfter(matching: OrdersQuery, page: OrderPage, from: SortKey, skip: number) {
  if (skip === 0) return from;
  const column = SORT_COLUMNS[page.sort];
  const row = await ordered(after(matching, column, page.order, from), column, page.order)
    .select([column, 'id'])
    .limit(1)
    .offset(skip - 1)
    .executeTakeFirst();
  return row ? { value: row[column] as number | string, id: row.id } : null;
}

/**
 * One page in react-admin's page model. Shallow pages use OFFSET; deeper ones find the key
 * before the page from the nearest remembered boundary (fewer than STRIDE index entries
 * away) and seek from it. paidAt may be null, which a row-value seek cannot order, so that
 * sort always uses OFFSET.
 */
export async function findPage(
  db: Db,
  mainId: string,
  filters: OrderFilters,
  matching: OrdersQuery,
  page: OrderPage,
): Promise<OrdersTable[]> {
  const column = SORT_COLUMNS[page.sort];
  const offset = (page.page - 1) * page.pageSize;
  const block = Math.floor(offset / STRIDE);
  if (offset < DIRECT_OFFSET || block === 0 || column === 'paid_at') {
    return offsetPage(matching, page, offset).execute();
  }
  const boundary = await boundaryOf(db, mainId, filters, matching, column, page.order, block);
  const before = boundary && (await keyAfter(matching, page, boundary, offset - block * STRIDE));
  return before ? seekPage(matching, page, before).execute() : [];
}
