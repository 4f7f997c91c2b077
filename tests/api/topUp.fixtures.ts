import type { FastifyInstance } from 'fastify';
import type { TopUp } from '../../contract';
import { SIGNATURE_HEADER, type SandboxNotification } from '../../server/modules/payments/sandbox';
import { signBody } from '../../server/modules/payments/signature';
import { call } from './harness';

export const SANDBOX_SECRET = 'test-sandbox-secret';

/** Starts a top-up through the API. */
export const startTopUp = (
  app: FastifyInstance,
  token: string,
  body: { productKey?: string; method: string; amount: string },
  language?: string,
) =>
  call<TopUp>(app, 'POST', '/v1/top-ups', {
    token,
    language,
    body: { productKey: 'whatsapp', ...body },
  });

export const readTopUp = (app: FastifyInstance, token: string, id: string) =>
  call<TopUp>(app, 'GET', `/v1/top-ups/${id}`, { token });

/** Posts a sandbox notification the way the provider does (signed unless told otherwise). */
export async function notify(
  app: FastifyInstance,
  notification: SandboxNotification,
  options: { secret?: string; time?: number; body?: string } = {},
) {
  const body = options.body ?? JSON.stringify(notification);
  const response = await app.inject({
    method: 'POST',
    url: '/om/pay/notify/sandbox',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signBody(options.secret ?? SANDBOX_SECRET, body, options.time),
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as { data: { result: string } } };
}

/** A notification for an order as the sandbox would send it. */
export const paidEvent = (
  order: TopUp['order'],
  extra: Partial<SandboxNotification> = {},
): SandboxNotification => ({
  eventId: `evt_${order.id}`,
  orderId: order.id,
  providerRef: `sbx_${order.id}`,
  outcome: 'paid',
  amount: order.amount,
  reason: null,
  ...extra,
});
