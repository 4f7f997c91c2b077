import {
  callbackChannel,
  callbackMethod,
  probeOutcome,
  DELIVERY_RETENTION_DAYS,
  type Callback,
  type CallbackDelivery,
  type Language,
} from '../../../contract';
import type { Db } from '../../db/connect';
import type { CallbackDeliveriesTable, CallbacksTable } from '../../db/schema';
import { probeMessage } from './deliver';
import { isoTime } from '../../lib/isoTime';
import { listPage } from '../../lib/listPage';

const DAY_MS = 86_400_000;

/** Event names from the JSON column; anything unreadable is no event. */
function parseEvents(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((event) => typeof event === 'string') : [];
  } catch {
    return [];
  }
}

export const toCallback = (row: CallbacksTable): Callback => ({
  id: row.id,
  name: row.name,
  channel: callbackChannel.parse(row.channel),
  events: parseEvents(row.events),
  url: row.url,
  method: callbackMethod.parse(row.method),
  username: row.username,
  hasKey: Boolean(row.user_key),
  hasAuthorization: Boolean(row.authorization),
  createdAt: isoTime(row.created_at),
});

export function toDelivery(
  row: CallbackDeliveriesTable,
  url: string,
  language: Language,
): CallbackDelivery {
  const result = {
    outcome: probeOutcome.parse(row.outcome),
    httpStatus: row.http_status,
    latencyMs: row.latency_ms,
    detail: row.detail,
  };
  return {
    id: row.id,
    event: row.event,
    ...result,
    message: probeMessage(language, result, url),
    responseExcerpt: row.response_excerpt,
    createdAt: isoTime(row.created_at),
  };
}

export interface CallbackPage {
  page: number;
  pageSize: number;
  sort: 'createdAt' | 'name';
  order: 'asc' | 'desc';
  channel?: string;
}

export async function findCallbacks(db: Db, mainId: string, page: CallbackPage) {
  let rows = db.kysely.selectFrom('callbacks').where('main_id', '=', mainId);
  if (page.channel) rows = rows.where('channel', '=', page.channel);
  const sortColumn = page.sort === 'name' ? 'name' : 'created_at';
  const { rows: list, total } = await listPage<CallbacksTable>(rows, page, sortColumn);
  return { list: list.map(toCallback), total };
}

export const findCallbackRow = (db: Db, mainId: string, id: string) =>
  db.kysely
    .selectFrom('callbacks')
    .selectAll()
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();

/** Deliveries older than the retention period go; run on every new delivery. */
export const pruneDeliveries = (db: Db, now = Date.now()) =>
  db.kysely
    .deleteFrom('callback_deliveries')
    .where('created_at', '<', now - DELIVERY_RETENTION_DAYS * DAY_MS)
    .execute();

export async function findDeliveries(
  db: Db,
  callbackId: string,
  page: { page: number; pageSize: number; order: 'asc' | 'desc' },
) {
  const now = Date.now();
  const rows = db.kysely
    .selectFrom('callback_deliveries')
    .where('callback_id', '=', callbackId)
    .where('created_at', '>=', now - DELIVERY_RETENTION_DAYS * DAY_MS);
  const { rows: list, total } = await listPage<CallbackDeliveriesTable>(rows, page, 'created_at');
  return { list, total };
}
