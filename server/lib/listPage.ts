import { sql, type SelectQueryBuilder } from 'kysely';
import type { FieldDef, ListParams } from '../../contract';
import type { Db } from '../db/connect';
import { likeText } from '../db/like';
import { timeBound } from './timeBound';

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

/** Counts every matching row. */
const countAll = async (rows: Rows): Promise<Total> => {
  const row = await rows
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), totalCapped: false };
};

/** A count of up to `cap` + 1 rows as the answer's total: past the cap, the cap, marked capped. */
export const totalUpTo = (counted: number, cap: number): Total =>
  counted > cap ? { total: cap, totalCapped: true } : { total: counted, totalCapped: false };

/** Counts at most `cap` + 1 matching rows (contract's countCapOf, or COUNT_CAP). */
export const cappedCount =
  (db: Db, cap: number) =>
  async (rows: Rows): Promise<Total> => {
    const row = await db.kysely
      .selectFrom(
        rows
          .clearSelect()
          .select(sql.lit(1).as('one'))
          .limit(cap + 1)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return totalUpTo(Number(row.n), cap);
  };

interface PageOptions {
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
 * or up to a cap with `count: cappedCount(db, cap)`). The list calls page this way.
 */
export async function listPage<Row>(
  rows: Rows,
  page: Paging,
  sortColumn: string,
  { count = countAll, ...options }: PageOptions & { count?: (rows: Rows) => Promise<Total> } = {},
): Promise<{ rows: Row[] } & Total> {
  const [list, total] = await Promise.all([
    pageOf(rows, page, sortColumn, options).execute(),
    count(rows),
  ]);
  return { rows: list as Row[], ...total };
}
