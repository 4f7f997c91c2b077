import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract';
import type { MessageEvent, MessageEventsResult } from '../../contract/messageEvents';
import type { Db } from '../../server/db/connect';
import { OPERATOR_TOKEN } from './wallet.fixtures';

const DAY_MS = 86_400_000;

let serial = 0;

/** A valid event of a message; `extra` overrides any field. */
export function messageEvent(
  accountId: string,
  extra: Partial<Record<keyof MessageEvent, unknown>> = {},
): Record<string, unknown> {
  serial += 1;
  return {
    id: `evt-${serial}-${Math.random().toString(36).slice(2, 8)}`,
    messageId: `msg-${serial}`,
    accountId,
    product: 'sms_verification',
    channel: 'sms',
    direction: 'outbound',
    from: 'ACME',
    to: '+5511987654321',
    segments: 1,
    unitPrice: '0.0052',
    status: 'sent',
    at: new Date(Date.now() - 60_000).toISOString(),
    ...extra,
  };
}

/** Posts a batch as the platform does. */
export async function postEvents(app: FastifyInstance, events: unknown[], token = OPERATOR_TOKEN) {
  const response = await app.inject({
    method: 'POST',
    url: '/om/internal/v1/message-events',
    headers: { authorization: `Bearer ${token}` },
    payload: { events },
  });
  return {
    status: response.statusCode,
    body: response.json() as Envelope<MessageEventsResult & { fields?: Record<string, string> }>,
  };
}

/** The daily counts as the raw rows give them, and as kept, for one account. */
export async function countsOf(db: Db, mainId: string) {
  const messages = await db.kysely
    .selectFrom('messages')
    .selectAll()
    .where('main_id', '=', mainId)
    .execute();
  const raw = new Map<string, number>();
  for (const m of messages) {
    const day = Math.floor(Number(m.created_at) / DAY_MS) * DAY_MS;
    const key = [
      day,
      m.account_id,
      m.product,
      m.channel,
      m.country ?? '',
      m.status,
      m.error_code ?? '',
    ].join('|');
    raw.set(key, (raw.get(key) ?? 0) + 1);
  }
  const kept = new Map<string, number>();
  const rows = await db.kysely
    .selectFrom('message_days')
    .selectAll()
    .where('main_id', '=', mainId)
    .execute();
  for (const r of rows) {
    if (Number(r.messages) === 0) continue;
    const key = [
      Number(r.day),
      r.account_id,
      r.product,
      r.channel,
      r.country,
      r.status,
      r.error_code,
    ].join('|');
    kept.set(key, Number(r.messages));
  }
  return { raw: Object.fromEntries(raw), kept: Object.fromEntries(kept) };
}
