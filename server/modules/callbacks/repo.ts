import {
  callbackChannel,
  callbackMethod,
  probeOutcome,
  type Callback,
  type CallbackDelivery,
  type CallbackDeliverySummary,
  type Language,
} from '../../../contract';
import type { Db } from '../../db/connect';
import type { CallbackDeliveriesTable, CallbacksTable } from '../../db/schema';
import { loggedHeaders, probeMessage } from './deliver';
import type { ProbeRequest, ProbeResult } from './probe';
import { enumValue } from '../../lib/enumValue';
import { isoTime } from '../../lib/isoTime';
import { listPage } from '../../http/listPage';
import { retentionStart, type DeliverySummaryRow } from './deliveryLog';
import type { RetryState } from './retryState';

/** Event names from the JSON column; anything unreadable is no event. */
export function parseEvents(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((event) => typeof event === 'string') : [];
  } catch {
    return [];
  }
}

/** An address as the audit log keeps it: what a person sets, no credential, no secret. */
export const auditedCallback = (row: CallbacksTable) => {
  const { name, channel, events, url, method, username, hasKey, hasAuthorization, status } =
    toCallback(row);
  return { name, channel, events, url, method, username, hasKey, hasAuthorization, status };
};

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
  status: row.status === 'disabled' ? 'disabled' : 'active',
  disabledAt: row.disabled_at === null ? null : isoTime(row.disabled_at),
  previousSecretExpiresAt:
    row.previous_secret && row.previous_secret_expires_at !== null
      ? isoTime(row.previous_secret_expires_at)
      : null,
  createdAt: isoTime(row.created_at),
});

/** The logged request headers; anything unreadable is none. */
function parseHeaders(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const headers = parsed as Record<string, unknown>;
    for (const name in headers) if (typeof headers[name] !== 'string') delete headers[name];
    return headers as Record<string, string>;
  } catch {
    return {};
  }
}

const outcomeOf = enumValue(probeOutcome);

type OutcomeRow = Omit<DeliverySummaryRow, 'response_preview' | 'message_id'>;

/** How a logged request ended, as the log shows it; `host` is its address's (`hostOf`). */
function toOutcome(
  row: OutcomeRow,
  host: string,
  language: Language,
): Omit<CallbackDeliverySummary, 'responsePreview' | 'replay' | 'nextAttemptAt'> {
  const result = {
    outcome: outcomeOf(row.outcome),
    httpStatus: row.http_status,
    latencyMs: row.latency_ms,
    detail: row.detail,
  };
  return {
    id: row.id,
    event: row.event,
    eventId: row.event_id,
    attempt: row.attempt,
    outcome: result.outcome,
    httpStatus: result.httpStatus,
    latencyMs: result.latencyMs,
    message: probeMessage(language, result, host, row.event_id ? 'event' : 'check'),
    createdAt: isoTime(row.created_at),
  };
}

/**
 * A row of the log's list: the outcome with the preview added to it, not spread into a new
 * object. Under load V8 moved every object made by `{ ...outcome, more }` to the old
 * generation: 8 KB a request on the log's page, a full collection a second.
 */
export const toDeliverySummary = (
  row: DeliverySummaryRow,
  host: string,
  language: Language,
  retry: RetryState,
): CallbackDeliverySummary =>
  Object.assign(toOutcome(row, host, language), {
    responsePreview: row.response_preview,
    replay: retry.replay,
    nextAttemptAt: retry.nextAttemptAt,
  });

/** A logged request in full: what was sent and what came back (added as above). */
export const toDelivery = (
  row: CallbackDeliveriesTable,
  host: string,
  language: Language,
): CallbackDelivery =>
  Object.assign(toOutcome(row, host, language), {
    responseExcerpt: row.response_excerpt,
    requestHeaders: parseHeaders(row.request_headers),
    requestBody: row.request_body,
  });

/** The log row of one request: what was sent (credentials masked) and how it ended. */
export function deliveryRow(
  id: string,
  callbackId: string,
  event: string,
  request: ProbeRequest,
  result: ProbeResult,
  now: number,
  message?: { id: string; eventId: string; attempt: number },
): CallbackDeliveriesTable {
  return {
    id,
    callback_id: callbackId,
    event,
    outcome: result.outcome,
    http_status: result.httpStatus,
    latency_ms: result.latencyMs,
    detail: result.detail,
    // an address refused by the guard never had its answer read, so nothing is echoed
    response_excerpt: result.outcome === 'blocked' ? '' : result.excerpt.slice(0, 4096),
    created_at: now,
    message_id: message?.id ?? null,
    event_id: message?.eventId ?? null,
    attempt: message?.attempt ?? 1,
    request_headers: loggedHeaders(request.headers),
    request_body: request.body ?? new URL(request.url).search.slice(1),
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
  const { rows: list, total } = await listPage<CallbacksTable>(db, rows, page, sortColumn);
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
    .where('created_at', '<', retentionStart(now))
    .execute();
