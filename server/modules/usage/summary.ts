import {
  fromMicros,
  type Language,
  type UsageSummaryQuery,
  type UsageSummaryRow,
} from '../../../contract';
import type { Db } from '../../db/connect';
import { prepared } from '../../db/prepared';
import { messagesOf } from '../../lib/consoleMessages';

const DAY_MS = 86_400_000;

const SPLIT_COLUMN = {
  product: 'product_key',
  country: 'country',
  messageType: 'message_type',
  subAccount: 'account_id',
} as const;

/** The filters that narrow the sums, each compared with its column. */
const NARROWING = ['productKey', 'country', 'accountId'] as const;
const NARROWED_COLUMN = {
  productKey: 'product_key',
  country: 'country',
  accountId: 'account_id',
} as const;

export interface SummaryShape {
  monthly: boolean;
  splitBy: UsageSummaryQuery['splitBy'];
  filters: (typeof NARROWING)[number][];
}

interface SummaryParams {
  mainId: string;
  from: number;
  to: number;
  productKey: string;
  country: string;
  accountId: string;
}

/** Quantity and amount by period bucket and split value. */
export const summedRowsQuery = (db: Db, shape: SummaryShape, params: SummaryParams) => {
  const bucket = shape.monthly ? 'usage_month' : 'usage_date';
  const split = SPLIT_COLUMN[shape.splitBy];
  let select = db.kysely
    .selectFrom('usage_daily')
    .select((eb) => [
      eb.ref(bucket).as('bucket'),
      eb.ref(split).as('key'),
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('amount_micros').as('amount'),
    ])
    .where('main_id', '=', params.mainId)
    .where('usage_date', '>=', params.from)
    .where('usage_date', '<=', params.to)
    .groupBy([bucket, split]);
  for (const name of shape.filters) select = select.where(NARROWED_COLUMN[name], '=', params[name]);
  return select;
};

/** The explorer's every question: compiled once per shape, then bound. */
const summedRows = prepared(summedRowsQuery);

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday that starts the ISO week of a day (epoch day 0 was a Thursday). */
const weekStart = (ms: number) => ms - ((Math.floor(ms / DAY_MS) + 3) % 7) * DAY_MS;

/** Names of the split values in the request's language. */
async function labelsOf(
  db: Db,
  mainId: string,
  splitBy: UsageSummaryQuery['splitBy'],
  language: Language,
): Promise<(key: string) => string> {
  const zh = language === 'zh_CN';
  if (splitBy === 'messageType') {
    const types = messagesOf(language).enums.messageType as Record<string, string>;
    return (key) => types[key] ?? key;
  }
  const rows =
    splitBy === 'product'
      ? await db.kysely
          .selectFrom('products')
          .select(['key', zh ? 'name_zh as name' : 'name_en as name'])
          .execute()
      : splitBy === 'country'
        ? await db.kysely
            .selectFrom('countries')
            .select(['code as key', zh ? 'name_zh as name' : 'name_en as name'])
            .execute()
        : await db.kysely
            .selectFrom('accounts')
            .select(['id as key', 'email as name'])
            .where('main_id', '=', mainId)
            .execute();
  const names = new Map(rows.map((row) => [row.key, row.name]));
  return (key) => names.get(key) ?? key;
}

/**
 * Usage of the caller's account over a date range, bucketed by day, week or month and split
 * by one dimension, from the daily rollups: a year of a large account is a few thousand rows.
 * Rows come by period, then by amount (largest first).
 */
export async function usageSummaryOf(
  db: Db,
  mainId: string,
  query: UsageSummaryQuery,
  language: Language,
) {
  const filters = NARROWING.filter((name) => query[name]);
  const shape = { monthly: query.groupBy === 'month', splitBy: query.splitBy, filters };
  const rows = await summedRows(db, shape, {
    mainId,
    from: dayOf(query.from),
    to: dayOf(query.to),
    productKey: query.productKey ?? '',
    country: query.country ?? '',
    accountId: query.accountId ?? '',
  });

  const cells = new Map<
    string,
    { period: string; key: string; quantity: number; micros: number }
  >();
  for (const row of rows) {
    const bucketValue = row.bucket as string | number;
    const period =
      query.groupBy === 'month'
        ? String(bucketValue)
        : isoDay(query.groupBy === 'week' ? weekStart(Number(bucketValue)) : Number(bucketValue));
    const id = `${period}|${row.key}`;
    const cell = cells.get(id) ?? { period, key: row.key, quantity: 0, micros: 0 };
    cell.quantity += Number(row.quantity);
    cell.micros += Number(row.amount);
    cells.set(id, cell);
  }
  const label = await labelsOf(db, mainId, query.splitBy, language);
  const ordered = [...cells.values()].sort(
    (a, b) => a.period.localeCompare(b.period) || b.micros - a.micros || a.key.localeCompare(b.key),
  );
  const list: UsageSummaryRow[] = ordered.map((cell) => ({
    period: cell.period,
    key: cell.key,
    label: label(cell.key),
    quantity: cell.quantity,
    amount: fromMicros(cell.micros),
  }));
  return {
    list,
    total: fromMicros(ordered.reduce((sum, cell) => sum + cell.micros, 0)),
    totalQuantity: ordered.reduce((sum, cell) => sum + cell.quantity, 0),
  };
}
