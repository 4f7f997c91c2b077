import {
  billType,
  fromMicros,
  monthRange,
  type Bill,
  type BILL_DETAIL_SORTABLE,
  type BILL_SORTABLE,
  type BillDetail,
  type BillType,
} from '../../../contract';
import type { Db } from '../../db/connect';
import { listPage } from '../../http/listPage';
import type { BillsTable, UsageLinesTable } from '../../db/schema';
import { badRequest } from '../../errors';
import { monthStart, nextMonth } from './months';
import { isoTime } from '../../lib/isoTime';

export const toBill = (row: BillsTable): Bill => ({
  id: row.id,
  billNo: row.bill_no,
  productKey: row.product_key,
  month: row.month,
  corporateName: row.corporate_name,
  billType: billType.parse(row.bill_type),
  itemCount: Number(row.item_count),
  amount: fromMicros(row.amount_micros),
  createdAt: isoTime(row.created_at),
});

export const toDetail = (row: UsageLinesTable): BillDetail => ({
  id: row.id,
  date: new Date(row.usage_date).toISOString().slice(0, 10),
  productKey: row.product_key,
  country: row.country,
  messageType: row.message_type,
  quantity: Number(row.quantity),
  unitPrice: fromMicros(row.unit_price_micros),
  amount: fromMicros(row.amount_micros),
});

/** Refuses a month range that is reversed or longer than 12 months (spec section 5). */
export function checkMonthRange(range: { monthFrom?: string; monthTo?: string }) {
  if (!range.monthFrom || !range.monthTo) return;
  const checked = monthRange.safeParse(range);
  if (!checked.success) {
    const key = checked.error.issues[0].message;
    throw badRequest(key, { monthTo: key });
  }
}

const BILL_SORT = {
  month: 'month',
  amount: 'amount_micros',
  createdAt: 'created_at',
} as const satisfies Record<(typeof BILL_SORTABLE)[number], keyof BillsTable>;

export interface BillQuery {
  page: number;
  pageSize: number;
  sort: (typeof BILL_SORTABLE)[number];
  order: 'asc' | 'desc';
  billType?: BillType;
  productKey?: string;
  monthFrom?: string;
  monthTo?: string;
}

export async function findBills(db: Db, mainId: string, query: BillQuery) {
  let base = db.kysely.selectFrom('bills').where('main_id', '=', mainId);
  if (query.billType) base = base.where('bill_type', '=', query.billType);
  if (query.productKey) base = base.where('product_key', '=', query.productKey);
  if (query.monthFrom) base = base.where('month', '>=', query.monthFrom);
  if (query.monthTo) base = base.where('month', '<=', query.monthTo);
  const { rows, total } = await listPage<BillsTable>(db, base, query, BILL_SORT[query.sort]);
  return { list: rows.map(toBill), total };
}

export function findBill(db: Db, mainId: string, id: string) {
  return db.kysely
    .selectFrom('bills')
    .selectAll()
    .where('main_id', '=', mainId)
    .where('id', '=', id)
    .executeTakeFirst();
}

const DETAIL_SORT = {
  date: 'usage_date',
  amount: 'amount_micros',
  quantity: 'quantity',
} as const satisfies Record<(typeof BILL_DETAIL_SORTABLE)[number], keyof UsageLinesTable>;

export interface DetailFilters {
  monthFrom: string;
  monthTo: string;
  productKey?: string;
  country?: string;
  messageType?: string;
}

/** An account's usage lines in a month range (by day, on the main_id + date index). */
export function detailsQuery(db: Db, mainId: string, filters: DetailFilters) {
  let query = db.kysely
    .selectFrom('usage_lines')
    .where('main_id', '=', mainId)
    .where('usage_date', '>=', monthStart(filters.monthFrom))
    .where('usage_date', '<', monthStart(nextMonth(filters.monthTo)));
  if (filters.productKey) query = query.where('product_key', '=', filters.productKey);
  if (filters.country) query = query.where('country', '=', filters.country);
  if (filters.messageType) query = query.where('message_type', '=', filters.messageType);
  return query;
}

export interface DetailPage {
  page: number;
  pageSize: number;
  sort: (typeof BILL_DETAIL_SORTABLE)[number];
  order: 'asc' | 'desc';
}

export async function findDetails(
  db: Db,
  mainId: string,
  filters: DetailFilters,
  page: DetailPage,
) {
  const base = detailsQuery(db, mainId, filters);
  const [rows, sums] = await Promise.all([
    base
      .selectAll()
      .orderBy(DETAIL_SORT[page.sort], page.order)
      .orderBy('id', page.order)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    detailTotals(db, mainId, filters),
  ]);
  return { list: rows.map(toDetail), ...sums };
}

/** Count, quantity and amount of every matching line: the totals screen and file show. */
export async function detailTotals(db: Db, mainId: string, filters: DetailFilters) {
  const row = await detailsQuery(db, mainId, filters)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('amount_micros').as('amount'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    totalQuantity: Number(row.quantity ?? 0),
    totalAmount: fromMicros(Number(row.amount ?? 0)),
  };
}

/** Every matching line in pages, sorted like the list (for downloads). */
export async function* allDetails(
  db: Db,
  mainId: string,
  filters: DetailFilters,
  sort: DetailPage['sort'] = 'date',
  order: 'asc' | 'desc' = 'asc',
) {
  const BATCH = 2000;
  for (let offset = 0; ; offset += BATCH) {
    const rows = await detailsQuery(db, mainId, filters)
      .selectAll()
      .orderBy(DETAIL_SORT[sort], order)
      .orderBy('id', order)
      .limit(BATCH)
      .offset(offset)
      .execute();
    yield* rows.map(toDetail);
    if (rows.length < BATCH) return;
  }
}

/** Spend per month and product over a range, months in order, every month present. */
export async function spendByMonth(db: Db, mainId: string, filters: DetailFilters) {
  const rows = await detailsQuery(db, mainId, filters)
    .select(['usage_month', 'product_key'])
    .select((eb) => eb.fn.sum<number>('amount_micros').as('amount'))
    .groupBy(['usage_month', 'product_key'])
    .execute();
  const months: string[] = [];
  for (let m = filters.monthFrom; m <= filters.monthTo; m = nextMonth(m)) months.push(m);
  const products = [...new Set(rows.map((row) => row.product_key))].sort();
  return {
    months,
    series: products.map((productKey) => ({
      productKey,
      amounts: months.map((month) =>
        fromMicros(
          Number(
            rows.find((row) => row.usage_month === month && row.product_key === productKey)
              ?.amount ?? 0,
          ),
        ),
      ),
    })),
  };
}
