import { toMicros } from '../../../contract/money';
import { FAILED_STATUSES, movesForward, type MessageStatus } from '../../../contract/messageStatus';
import type { CheckedEvent } from './checks';
import type { MessageDaysTable, MessagesTable } from './table';

const DAY_MS = 86_400_000;

/** A message as its first taken event makes it. */
export function newMessage({ event, at, mainId, number, keepBody }: CheckedEvent): MessagesTable {
  const segments = event.segments ?? 1;
  const unitPrice = event.unitPrice === undefined ? 0 : toMicros(event.unitPrice);
  return {
    id: event.messageId,
    main_id: mainId,
    account_id: event.accountId,
    api_key_id: event.apiKeyId ?? null,
    product: event.product,
    channel: event.channel,
    direction: event.direction,
    sender: event.from,
    recipient: number.digits,
    country: number.country,
    number_type: number.type,
    template: event.template ?? null,
    segments,
    unit_price_micros: unitPrice,
    price_micros: unitPrice * segments,
    status: event.status,
    status_at: at,
    error_code: errorCodeOf(event.status, event.errorCode),
    body: keepBody ? (event.body ?? null) : null,
    created_at: at,
  };
}

const errorCodeOf = (status: MessageStatus, code: string | undefined) =>
  FAILED_STATUSES.includes(status) ? (code ?? null) : null;

/**
 * A message after one more of its events: sent at its earliest event, at the furthest status
 * by rank, and priced by the last event that names a price or segments. What the first event
 * left out (key, template, body) a later one fills in.
 */
export function applyEvent(
  message: MessagesTable,
  { event, at, keepBody }: CheckedEvent,
): MessagesTable {
  const next = { ...message, created_at: Math.min(message.created_at, at) };
  if (movesForward(message.status as MessageStatus, event.status)) {
    next.status = event.status;
    next.status_at = at;
    next.error_code = errorCodeOf(event.status, event.errorCode);
  }
  if (event.segments !== undefined) next.segments = event.segments;
  if (event.unitPrice !== undefined) next.unit_price_micros = toMicros(event.unitPrice);
  next.price_micros = next.unit_price_micros * next.segments;
  next.api_key_id ??= event.apiKeyId ?? null;
  next.template ??= event.template ?? null;
  if (keepBody) next.body ??= event.body ?? null;
  return next;
}

export type DayKey = Omit<MessageDaysTable, 'messages'>;

/** Where a message counts in the daily counts. */
export const dayKeyOf = (message: MessagesTable): DayKey => ({
  main_id: message.main_id,
  day: Math.floor(message.created_at / DAY_MS) * DAY_MS,
  account_id: message.account_id,
  product: message.product,
  channel: message.channel,
  country: message.country ?? '',
  status: message.status,
  error_code: message.error_code ?? '',
});
