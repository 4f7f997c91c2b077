import type { FastifyInstance } from 'fastify';
import { stripeEvent, stripeSignature, type Json } from './stripeStub';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_console_0123456789abcdef';

/** The console's settings for Stripe pointed at a local stub. */
export const stripeEnv = (stubUrl: string, methods = 'card,alipay,wechat_pay,unionpay') => ({
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_console',
  STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE: stubUrl,
  STRIPE_METHODS: methods,
  PUBLIC_URL: 'https://console.example.com',
});

/**
 * Delivers a Stripe event to /om/pay/notify/stripe the way Stripe's webhooks do, signed
 * with the library's test helper (with another secret, time or body when a test forges one).
 */
export async function deliver(
  app: FastifyInstance,
  type: string,
  object: Json,
  options: {
    id?: string;
    secret?: string;
    timestamp?: number;
    body?: string;
    signature?: string;
  } = {},
) {
  const payload = stripeEvent(type, object, options.id);
  const signature =
    options.signature ??
    stripeSignature(payload, options.secret ?? STRIPE_WEBHOOK_SECRET, options.timestamp);
  const response = await app.inject({
    method: 'POST',
    url: '/om/pay/notify/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: options.body ?? payload,
  });
  return {
    status: response.statusCode,
    result: (response.json() as { data: { result: string } | null }).data?.result,
  };
}
