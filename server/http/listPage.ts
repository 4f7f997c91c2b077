import { sql, type SelectQueryBuilder } from 'kysely';
import type { FieldDef, ListParams } from '../../contract';
import type { Db } from '../db/connect';
import { likeText } from '../db/like';
import { runCompiled } from '../db/prepared';
import { timeBound } from '../lib/timeBound';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table of any database view
type Rows = SelectQueryBuilder<any, any, object>;

/**
 * The declared filters of a list call applied to its rows: a part of a text (any case), a
 * value, a date range whose bare dates cover whole days. `columnOf` names each field's column.
 */
export function applyFilters<R extends Rows>(
  rows: R,
  fields: readonly FieldDef[],
  query: ListParams,
  columnOf: (source: string) => string,
): R {
  let filtered = rows as Rows;
  for (const field of fields) {
    if (field.kind === 'money' || !field.filter) continue;
    const column = sql.ref(columnOf(field.source));
    if (field.kind === 'datetime') {
      const from = query[field.filter.from];
      const to = query[field.filter.to];
      if (typeof from === 'string') filtered = filtered.where(column, '>=', timeBound(from, false));
      if (typeof to === 'string') filtered = filtered.where(column, '<=', timeBound(to, true));
      continue;
    }
    const value = query[field.source];
    if (typeof value !== 'string' || value === '') continue;
    if (field.kind === 'text') {
      filtered = filtered.where(likeText(columnOf(field.source), value, 'contains'));
    } else if (field.kind === 'reference' && field.many) {
      // lists are stored between commas (",GB,US,"), so one value matches whole
      filtered = filtered.where(likeText(columnOf(field.source), `,${value},`, 'contains'));
    } else if (field.kind === 'boolean') {
      filtered = filtered.where(column, '=', value === 'true' ? 1 : 0);
    } else {
      filtered = filtered.where(column, '=', value);
    }
  }
  return filtered as R;
}

export interface Total {
  total: number;
  /** True when counting stopped at a cap (the answer is a cappedListOf). */
  totalCapped: boolean;
}

/** How a list counts its matches: a query of one row (`n`), and the cap it stops at, if any. */
export interface Counting {
  query: (rows: Rows) => Rows;
  cap?: number;
}

/** Counts every matching row. */
const everyRow: Counting = {
  query: (rows) => rows.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n')),
};

/** A count of up to `cap` + 1 rows as the answer's total: past the cap, the cap, marked capped. */
export const totalUpTo = (counted: number, cap: number): Total =>
  counted > cap ? { total: cap, totalCapped: true } : { total: counted, totalCapped: false };

const totalOf = (counted: unknown, cap: number | undefined): Total =>
  cap === undefined
    ? { total: Number(counted), totalCapped: false }
    : totalUpTo(Number(counted), cap);

/** Counts at most `cap` + 1 matching rows (contract's countCapOf, or COUNT_CAP). */
export const cappedCount = (db: Db, cap: number): Counting => ({
  cap,
  query: (rows) =>
    db.kysely
      .selectFrom(
        rows
          .clearSelect()
          .select(sql.lit(1).as('one'))
          .limit(cap + 1)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n')),
});

/** How many rows match, counted on their own. */
export async function countRows(db: Db, counting: Counting, rows: Rows): Promise<Total> {
  const [row] = await runCompiled<{ n: unknown }>(db, counting.query(rows).compile());
  return totalOf(row.n, counting.cap);
}

export interface PageOptions {
  /** The tiebreak column (qualified where the query joins). */
  idColumn?: string;
  /** The columns a row is made of (default: all of the table's). */
  select?: (rows: Rows) => Rows;
}

type Paging = Pick<ListParams, 'page' | 'pageSize' | 'order'>;

/** The rows of one page: sorted by `sortColumn`, then by id, so pages never overlap. */
export const pageOf = (
  rows: Rows,
  page: Paging,
  sortColumn: string,
  { idColumn = 'id', select = (all: Rows) => all.selectAll() }: PageOptions = {},
) =>
  select(rows)
    .orderBy(sql.ref(sortColumn), page.order)
    .orderBy(sql.ref(idColumn), page.order)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);

/**
 * One page of a list (`pageOf`) and its total: the count over the same filters (all of them,
 * or up to a cap with `count: cappedCount(db, cap)`), read by the page's own statement (one
 * round trip on PostgreSQL); a page past the end has no row to carry it and counts apart.
 * Run as `prepared` queries are (`runCompiled`): on PostgreSQL a named statement per shape of
 * the list's SQL, parsed once per connection rather than on every call.
 */
export async function listPage<Row>(
  db: Db,
  rows: Rows,
  page: Paging,
  sortColumn: string,
  { count = everyRow, ...options }: PageOptions & { count?: Counting } = {},
): Promise<{ rows: Row[] } & Total> {
  const counted = count.query(rows);
  const list = await runCompiled<Row & { counted: unknown }>(
    db,
    pageOf(rows, page, sortColumn, options)
      .select(() => counted.as('counted'))
      .compile(),
  );
  if (list.length === 0) return { rows: [], ...(await countRows(db, count, rows)) };
  return { rows: list, ...totalOf(list[0].counted, count.cap) };
}
