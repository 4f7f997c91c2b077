import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract';
import type { MessageEvent, MessageEventsResult } from '../../contract/messageEvents';
import { OPERATOR_TOKEN } from './wallet.fixtures';

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
