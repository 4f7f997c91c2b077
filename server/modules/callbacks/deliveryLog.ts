import { sql } from 'kysely';
import {
  countCapOf,
  DELIVERY_RETENTION_DAYS,
  RESPONSE_PREVIEW_CHARS,
  type DeliveryStatus,
} from '../../../contract';
import type { Db } from '../../db/connect';
import { prepared } from '../../db/prepared';
import type { CallbackDeliveriesTable } from '../../db/schema';
import { totalUpTo, type Total } from '../../http/listPage';
import { timeBound } from '../../lib/timeBound';

const DAY_MS = 86_400_000;

/** The oldest time a delivery is kept: anything before it is pruned and never shown. */
export const retentionStart = (now: number) => now - DELIVERY_RETENTION_DAYS * DAY_MS;

export interface DeliveryPage {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  event?: string;
  status?: DeliveryStatus;
  createdFrom?: string;
  createdTo?: string;
}

/** The columns a row of the log's list is made of: not what was sent, nor the whole answer. */
const SUMMARY_COLUMNS = [
  'id',
  'event',
  'event_id',
  'message_id',
  'attempt',
  'outcome',
  'http_status',
  'latency_ms',
  'detail',
  'created_at',
] as const;

const responsePreview = sql<string>`substr(response_excerpt, 1, ${sql.lit(RESPONSE_PREVIEW_CHARS)})`;

/** The log's filters as the query compares them: event name, epoch-ms bounds. */
interface FilterValues {
  event?: string;
  createdFrom?: number;
  createdTo?: number;
}

/** What changes the SQL of a log query: which filters apply, the outcome asked for, the order. */
export interface LogShape {
  filters: (keyof FilterValues)[];
  status?: DeliveryStatus;
  order: DeliveryPage['order'];
}

/** The values bound into a log query. */
export type LogParams = FilterValues & {
  callbackId: string;
  mainId: string;
  /** The oldest time kept (the retention). */
  since: number;
  pageSize: number;
  offset: number;
  /** One past the count's cap: counting stops there. */
  countLimit: number;
};

/** An address's logged requests within the retention, narrowed by the log's filters. */
function matchingDeliveries(db: Db, shape: LogShape, params: LogParams) {
  let rows = db.kysely
    .selectFrom('callback_deliveries')
    .where('callback_id', '=', params.callbackId)
    .where('created_at', '>=', params.since);
  if (shape.filters.includes('event')) rows = rows.where('event', '=', params.event as string);
  if (shape.status) rows = rows.where('outcome', shape.status === 'succeeded' ? '=' : '<>', 'ok');
  if (shape.filters.includes('createdFrom'))
    rows = rows.where('created_at', '>=', params.createdFrom as number);
  if (shape.filters.includes('createdTo'))
    rows = rows.where('created_at', '<=', params.createdTo as number);
  return rows;
}

/** How many deliveries match, counted up to `countLimit` index entries. */
const cappedCountOf = (db: Db, shape: LogShape, params: LogParams) =>
  db.kysely
    .selectFrom(
      matchingDeliveries(db, shape, params)
        .select(sql.lit(1).as('one'))
        .limit(params.countLimit)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'));

/** The address's url when it belongs to the account (null otherwise). */
const addressUrl = (db: Db, params: LogParams) =>
  db.kysely
    .selectFrom('callbacks')
    .select('url')
    .where('id', '=', params.callbackId)
    .where('main_id', '=', params.mainId);

/** One page of the log, newest or oldest first, then by id, so pages never overlap. */
export const logPageQuery = (db: Db, shape: LogShape, params: LogParams) =>
  matchingDeliveries(db, shape, params)
    .select(SUMMARY_COLUMNS)
    .select(responsePreview.as('response_preview'))
    .orderBy('created_at', shape.order)
    .orderBy('id', shape.order)
    .limit(params.pageSize)
    .offset(params.offset);

/** A page whose rows also carry the address's url and the capped count: one statement. */
const pageRows = prepared((db: Db, shape: LogShape, params: LogParams) =>
  logPageQuery(db, shape, params).select(() => [
    addressUrl(db, params).as('url'),
    cappedCountOf(db, shape, params).as('total'),
  ]),
);

/** The address's url and the capped count, for a page that came back empty. */
const addressAndCount = prepared((db: Db, shape: LogShape, params: LogParams) =>
  addressUrl(db, params).select(() => cappedCountOf(db, shape, params).as('total')),
);

export type DeliverySummaryRow = Pick<CallbackDeliveriesTable, (typeof SUMMARY_COLUMNS)[number]> & {
  response_preview: string;
};

/** A log query's shape and values for a page of an address's log. */
export function logQuery(
  mainId: string,
  callbackId: string,
  page: DeliveryPage,
  now: number,
): [LogShape, LogParams] {
  const values: FilterValues = {
    event: page.event || undefined,
    createdFrom: page.createdFrom ? timeBound(page.createdFrom, false) : undefined,
    createdTo: page.createdTo ? timeBound(page.createdTo, true) : undefined,
  };
  const filters = (Object.keys(values) as (keyof FilterValues)[]).filter(
    (name) => values[name] !== undefined,
  );
  const shape = { filters, status: page.status, order: page.order };
  // only the filters in the shape are bound: the others' undefined never reaches the SQL
  const params = {
    callbackId,
    mainId,
    since: retentionStart(now),
    pageSize: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
    countLimit: countCapOf(page) + 1,
    ...values,
  };
  return [shape, params];
}

/**
 * A page of an address's delivery log, its url (for the rows' messages) and how many match,
 * counted up to the page's cap ("1,000+"): one statement per call, two when the page is
 * empty. Null when the address is not the account's; its page is then read but not shown.
 */
export async function findDeliveryLog(
  db: Db,
  mainId: string,
  callbackId: string,
  page: DeliveryPage,
): Promise<({ rows: DeliverySummaryRow[]; url: string } & Total) | null> {
  const [shape, params] = logQuery(mainId, callbackId, page, Date.now());
  const cap = countCapOf(page);
  const rows = await pageRows(db, shape, params);
  if (rows.length > 0) {
    const { url, total } = rows[0];
    return url === null ? null : { rows, url, ...totalUpTo(Number(total ?? 0), cap) };
  }
  const [address] = await addressAndCount(db, shape, params);
  return address
    ? { rows: [], url: address.url, ...totalUpTo(Number(address.total ?? 0), cap) }
    : null;
}

/** One logged request to an address of the account, within the retention, with the address's url. */
export const findDelivery = (db: Db, mainId: string, callbackId: string, deliveryId: string) =>
  db.kysely
    .selectFrom('callback_deliveries as d')
    .innerJoin('callbacks as c', 'c.id', 'd.callback_id')
    .selectAll('d')
    .select('c.url')
    .where('d.id', '=', deliveryId)
    .where('d.callback_id', '=', callbackId)
    .where('c.main_id', '=', mainId)
    .where('d.created_at', '>=', retentionStart(Date.now()))
    .executeTakeFirst();
