import type { OrderFilters } from '../../../contract';
import type { Db } from '../../db/connect';
import { prepared } from '../../db/prepared';
import { ORDER_COLUMNS, type OrderRow } from './order';
import { counterSum } from './totals';
import {
  filterValues,
  matchingOrders,
  SORT_COLUMNS,
  type FilterValues,
  type OrdersQuery,
  type SortColumn,
} from './query';

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

/** The rows after the key that `key` selects (none when it selects no row). */
const afterSelected = (
  query: OrdersQuery,
  column: SortColumn,
  order: OrderPage['order'],
  key: OrdersQuery,
) =>
  query.where((eb) =>
    eb(
      eb.refTuple(column, 'id'),
      order === 'desc' ? '<' : '>',
      key.select([column, 'id']).$asTuple(column, 'id'),
    ),
  );

const versionOf = prepared((db: Db, _shape: null, params: { mainId: string }) =>
  db.kysely.selectFrom('order_versions').select('version').where('main_id', '=', params.mainId),
);

async function listVersion(db: Db, mainId: string) {
  const [row] = await versionOf(db, null, { mainId });
  return Number(row?.version ?? 0);
}

/** A shallow page: OFFSET over the index that serves the sort. */
export const offsetPage = (matching: OrdersQuery, page: OrderPage, offset: number) =>
  ordered(matching, SORT_COLUMNS[page.sort], page.order)
    .select(ORDER_COLUMNS)
    .limit(page.pageSize)
    .offset(offset);

/** A deep page: seek past the key of the row just before it, no rows skipped. */
export const seekPage = (matching: OrdersQuery, page: OrderPage, from: SortKey) => {
  const column = SORT_COLUMNS[page.sort];
  return ordered(after(matching, column, page.order, from), column, page.order)
    .select(ORDER_COLUMNS)
    .limit(page.pageSize);
};

/** The row `skip` rows past `from` (or from the start), in the list's order. */
const rowAt = (
  matching: OrdersQuery,
  column: SortColumn,
  order: OrderPage['order'],
  from: SortKey | null,
  skip: number,
) =>
  ordered(from ? after(matching, column, order, from) : matching, column, order)
    .limit(1)
    .offset(skip);

/**
 * The key of the row `skip` rows past `from` (or from the start), read from the index alone
 * (sort column and id), so that skipping costs no table reads.
 */
const keyAt = (
  matching: OrdersQuery,
  column: SortColumn,
  order: OrderPage['order'],
  from: SortKey | null,
  skip: number,
) => rowAt(matching, column, order, from, skip).select([column, 'id']);

/**
 * A deep page in one statement: seek past the key of the row `skip` rows after `from`, that
 * key found from the index alone by a subquery.
 */
export const seekPastPage = (
  matching: OrdersQuery,
  page: OrderPage,
  from: SortKey,
  skip: number,
) => {
  const column = SORT_COLUMNS[page.sort];
  const key = rowAt(matching, column, page.order, from, skip);
  return ordered(afterSelected(matching, column, page.order, key), column, page.order)
    .select(ORDER_COLUMNS)
    .limit(page.pageSize);
};

/**
 * Where a list query starts: at an offset, after a key, or after the key `offset` rows past
 * a key.
 */
type Start = 'offset' | 'key' | 'pastKey';

/** What changes the SQL of a list query: which filters apply, the sort, where it starts. */
interface ListShape {
  filters: (keyof FilterValues)[];
  sort: OrderPage['sort'];
  order: OrderPage['order'];
  start: Start;
  /** The page also reads the counters' total (no filter but the status): one round trip. */
  withTotal: boolean;
}

/** The values bound into a list query. */
type ListParams = FilterValues & {
  mainId: string;
  pageSize: number;
  offset: number;
  fromValue: number | string;
  fromId: string;
};

const matchingIn = (db: Db, shape: ListShape, params: ListParams) =>
  matchingOrders(
    db,
    params.mainId,
    Object.fromEntries(shape.filters.map((name) => [name, params[name]])),
  );

const fromIn = (shape: ListShape, params: ListParams): SortKey | null =>
  shape.start === 'offset' ? null : { value: params.fromValue, id: params.fromId };

const pageIn = (db: Db, shape: ListShape, params: ListParams) => {
  const page = { page: 0, pageSize: params.pageSize, sort: shape.sort, order: shape.order };
  const from = { value: params.fromValue, id: params.fromId };
  const matching = matchingIn(db, shape, params);
  if (shape.start === 'key') return seekPage(matching, page, from);
  if (shape.start === 'pastKey') return seekPastPage(matching, page, from, params.offset);
  return offsetPage(matching, page, params.offset);
};

/** A page of rows, and with `withTotal` the counters' sum in each. Runs on every list call. */
const rowsOf = prepared((db: Db, shape: ListShape, params: ListParams) => {
  const rows = pageIn(db, shape, params);
  if (!shape.withTotal) return rows;
  const status = shape.filters.includes('status') ? params.status : undefined;
  return rows.select(() => counterSum(db, params.mainId, status).as('total'));
});

/** One sort key: the boundary of a block of STRIDE rows. */
const keyOf = prepared((db: Db, shape: ListShape, params: ListParams) =>
  keyAt(
    matchingIn(db, shape, params),
    SORT_COLUMNS[shape.sort],
    shape.order,
    fromIn(shape, params),
    params.offset,
  ),
);

/** A list query's shape and values, for a page of this size starting `offset` rows after `from`. */
function listQuery(
  mainId: string,
  values: FilterValues,
  page: OrderPage,
  offset: number,
  from: SortKey | null,
  start: Start = from ? 'key' : 'offset',
  withTotal = false,
): [ListShape, ListParams] {
  const shape = {
    filters: Object.keys(values) as (keyof FilterValues)[],
    sort: page.sort,
    order: page.order,
    start,
    withTotal,
  };
  const params = {
    ...values,
    mainId,
    pageSize: page.pageSize,
    offset,
    fromValue: from?.value ?? 0,
    fromId: from?.id ?? '',
  };
  return [shape, params];
}

async function sortKeyAt(
  db: Db,
  mainId: string,
  values: FilterValues,
  page: OrderPage,
  from: SortKey | null,
  skip: number,
): Promise<SortKey | null> {
  const [row] = await keyOf(db, ...listQuery(mainId, values, page, skip, from));
  if (!row) return null;
  const column = SORT_COLUMNS[page.sort];
  return { value: row[column] as number | string, id: row.id };
}

/**
 * The sort key of the last row of block `block` (rows up to block × STRIDE), found by seeking
 * from the previous boundary and remembered for this version of the account's orders: any
 * insert, update or delete bumps the version, so a boundary is never used after it moved.
 */
async function boundaryOf(
  db: Db,
  mainId: string,
  values: FilterValues,
  page: OrderPage,
  block: number,
): Promise<SortKey | null> {
  const version = await listVersion(db, mainId);
  const key = JSON.stringify([mainId, version, values, page.sort, page.order]);
  const list = boundaries.get(key) ?? { keys: [], complete: false, finding: null };
  boundaries.delete(key); // most recently used last
  boundaries.set(key, list);
  if (boundaries.size > CACHED_LISTS) boundaries.delete(boundaries.keys().next().value as string);

  const find = async () => {
    while (list.keys.length < block) {
      const boundary = await sortKeyAt(
        db,
        mainId,
        values,
        page,
        list.keys.at(-1) ?? null,
        STRIDE - 1,
      );
      if (!boundary) {
        list.complete = true;
        return;
      }
      list.keys.push(boundary);
    }
  };
  while (list.keys.length < block && !list.complete) {
    list.finding ??= find().finally(() => (list.finding = null));
    await list.finding;
  }
  return list.keys[block - 1] ?? null;
}

/** A row of a page; with `withTotal`, the counters' sum too (the same in every row). */
export type PageRow = OrderRow & { total?: number | string | null };

/**
 * One page in react-admin's page model. Shallow pages use OFFSET; deeper ones seek from the
 * nearest remembered boundary past the fewer than STRIDE index entries between it and the
 * page, in the page's own statement. paidAt may be null, which a row-value seek cannot
 * order, so that sort always uses OFFSET. Every query is prepared: compiled once per shape,
 * then bound. `withTotal` reads the counters' sum in the same statement (a round trip less
 * on PostgreSQL); an empty page has no row to carry it.
 */
export async function findPage(
  db: Db,
  mainId: string,
  filters: OrderFilters,
  page: OrderPage,
  withTotal = false,
): Promise<PageRow[]> {
  const values = filterValues(filters);
  const offset = (page.page - 1) * page.pageSize;
  const block = Math.floor(offset / STRIDE);
  if (offset < DIRECT_OFFSET || block === 0 || page.sort === 'paidAt') {
    return rowsOf(db, ...listQuery(mainId, values, page, offset, null, 'offset', withTotal));
  }
  const boundary = await boundaryOf(db, mainId, values, page, block);
  if (!boundary) return [];
  const skip = offset - block * STRIDE;
  return skip === 0
    ? rowsOf(db, ...listQuery(mainId, values, page, 0, boundary, 'key', withTotal))
    : rowsOf(db, ...listQuery(mainId, values, page, skip - 1, boundary, 'pastKey', withTotal));
}
