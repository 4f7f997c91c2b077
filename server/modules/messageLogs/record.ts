import { fromMicros } from '../../../contract/money';
import type { MessageRecord } from '../../../contract/messageLogs';
import type { MessageStatus, NumberType } from '../../../contract/messageStatus';
import { isoTime } from '../../lib/isoTime';
import type { MessagesTable } from './table';

/** A message row as the contract's record. */
export const toMessageRecord = (row: MessagesTable): MessageRecord => ({
  id: row.id,
  createdAt: isoTime(Number(row.created_at)),
  product: row.product,
  channel: row.channel as MessageRecord['channel'],
  direction: row.direction as MessageRecord['direction'],
  from: row.sender,
  to: `+${row.recipient}`,
  country: row.country,
  numberType: row.number_type as NumberType | null,
  template: row.template,
  segments: Number(row.segments),
  unitPrice: fromMicros(Number(row.unit_price_micros)),
  price: fromMicros(Number(row.price_micros)),
  status: row.status as MessageStatus,
  statusAt: isoTime(Number(row.status_at)),
  errorCode: row.error_code,
  apiKeyId: row.api_key_id,
});

/** The cursor of the page after this row: its time and id. */
export const cursorOf = (row: MessagesTable) => `${row.created_at}.${row.id}`;

export function parseCursor(cursor: string) {
  const dot = cursor.indexOf('.');
  return { createdAt: Number(cursor.slice(0, dot)), id: cursor.slice(dot + 1) };
}
