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

/**
 * One remembered boundary every STRIDE rows: a page past the first STRIDE rows skips fewer
 * index entries than this. At 1,000, skipping cost PostgreSQL as much again as reading the
 * page; an OFFSET that far also fetched every skipped row from the table.
 */
const STRIDE = 250;
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

/** Which boundaries: a list (account, filters, sort) at one version of its orders. */
const boundariesKey = (mainId: string, version: number, values: FilterValues, page: OrderPage) =>
  JSON.stringify([mainId, version, values, page.sort, page.order]);

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

const versionQuery = (db: Db, mainId: string) =>
  db.kysely.selectFrom('order_versions').select('version').where('main_id', '=', mainId);

const versionOf = prepared((db: Db, _shape: null, params: { mainId: string }) =>
  versionQuery(db, params.mainId),
);

/** The version of the account's orders: it moves with every insert, update or delete. */
export async function listVersion(db: Db, mainId: string) {
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
  /** The page also reads the version of the account's orders its boundary must be of. */
  withVersion: boolean;
}

/** What a list query reads beside its rows, and where it starts. */
type ListOptions = Partial<Pick<ListShape, 'start' | 'withTotal' | 'withVersion'>>;

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

/**
 * A page of rows, with `withTotal` the counters' sum in each, with `withVersion` the version
 * of the account's orders. Runs on every list call.
 */
const rowsOf = prepared((db: Db, shape: ListShape, params: ListParams) => {
  const rows = pageIn(db, shape, params);
  const status = shape.filters.includes('status') ? params.status : undefined;
  const total = shape.withTotal
    ? rows.select(() => counterSum(db, params.mainId, status).as('total'))
    : rows;
  return shape.withVersion
    ? total.select(() => versionQuery(db, params.mainId).as('version'))
    : total;
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
  options: ListOptions = {},
): [ListShape, ListParams] {
  const shape = {
    filters: Object.keys(values) as (keyof FilterValues)[],
    sort: page.sort,
    order: page.order,
    start: options.start ?? (from ? 'key' : 'offset'),
    withTotal: options.withTotal ?? false,
    withVersion: options.withVersion ?? false,
  };
  const params = {
    mainId,
    pageSize: page.pageSize,
    offset,
    fromValue: from?.value ?? 0,
    fromId: from?.id ?? '',
    ...values,
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
  version: number,
): Promise<SortKey | null> {
  const key = boundariesKey(mainId, version, values, page);
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

/** A row of a page; it may carry the counters' sum and the version (the same in every row). */
export type PageRow = OrderRow & {
  total?: number | string | null;
  version?: number | string | null;
};

/** The version of each list's orders last read (by account, filters and sort). */
const lastVersions = new Map<string, number>();

/** The page past `boundary`, `skip` rows further, in one statement. */
const pastBoundary = (
  db: Db,
  mainId: string,
  values: FilterValues,
  page: OrderPage,
  boundary: SortKey,
  skip: number,
  options: Omit<ListOptions, 'start'>,
): Promise<PageRow[]> =>
  skip === 0
    ? rowsOf(db, ...listQuery(mainId, values, page, 0, boundary, { start: 'key', ...options }))
    : rowsOf(
        db,
        ...listQuery(mainId, values, page, skip - 1, boundary, { start: 'pastKey', ...options }),
      );

/**
 * One page in react-admin's page model. Pages in the first STRIDE rows use OFFSET; deeper
 * ones seek from the nearest remembered boundary past the fewer than STRIDE index entries
 * between it and the page, in the page's own statement. paidAt may be null, which a row-value
 * seek cannot order, so that sort always uses OFFSET. Every query is prepared: compiled once per shape,
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
  if (block === 0 || page.sort === 'paidAt') {
    return rowsOf(db, ...listQuery(mainId, values, page, offset, null, { withTotal }));
  }
  const skip = offset - block * STRIDE;
  // the boundary of the version last seen, checked in the page's own statement: one round
  // trip while the orders stay as they were
  const list = JSON.stringify([mainId, values, page.sort, page.order]);
  const seen = lastVersions.get(list);
  const known =
    seen === undefined
      ? null
      : boundaries.get(boundariesKey(mainId, seen, values, page))?.keys[block - 1];
  if (known) {
    const options = { withTotal, withVersion: true };
    const rows = await pastBoundary(db, mainId, values, page, known, skip, options);
    if (rows.length > 0 && Number(rows[0].version ?? 0) === seen) return rows;
  }
  const version = await listVersion(db, mainId);
  lastVersions.delete(list); // most recently used last
  lastVersions.set(list, version);
  if (lastVersions.size > CACHED_LISTS)
    lastVersions.delete(lastVersions.keys().next().value as string);
  const boundary = await boundaryOf(db, mainId, values, page, block, version);
  return boundary ? pastBoundary(db, mainId, values, page, boundary, skip, { withTotal }) : [];
}
