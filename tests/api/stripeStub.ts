import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One call the console made to "Stripe", as Stripe would receive it. */
export interface StripeCall {
  method: string;
  path: string;
  /** The form-encoded body, flat: `line_items[0][price_data][unit_amount]` → `2500`. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  authorization: string | undefined;
}

export type Json = Record<string, unknown>;

/**
 * Stripe's test cards by their last four digits, as they behave once saved: 4242 is charged,
 * 3184 asks for authentication every time (so off-session too), 0341 is declined.
 */
export type StubCard = '4242' | '3184' | '0341';

export interface StripeStub {
  /** Where the console's Stripe client is pointed (STRIPE_API_BASE). */
  url: string;
  calls: StripeCall[];
  sessions: Map<string, Json>;
  /** Where the checkout page posts its signed `checkout.session.completed`. */
  webhook: { url: string; secret: string };
  /** What a payer does at the checkout: the session paid (or, async, completed unpaid). */
  complete: (sessionId: string, card?: StubCard, options?: { async?: boolean }) => Json;
  close: () => Promise<void>;
}

const signer = new Stripe('sk_test_stub');

/** A Stripe event around `object`, as Stripe's webhooks deliver it. */
export const stripeEvent = (
  type: string,
  object: Json,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });

/** The Stripe-Signature header of a payload, made by the library's own test helper. */
export const stripeSignature = (payload: string, secret: string, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });

/**
 * A local stand-in for Stripe's API: the few endpoints the console calls (customers,
 * Checkout Sessions, PaymentIntents), idempotent by the Idempotency-Key header as Stripe is,
 * recording every call; and a minimal hosted checkout page at each session's `url` whose Pay
 * button posts a signed `checkout.session.completed` to the webhook and returns the payer to
 * the session's `success_url`.
 */
export async function startStripeStub(): Promise<StripeStub> {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const replays = new Map<string, { status: number; body: Json }>();
  let serial = 0;
  const next = (prefix: string) => `${prefix}_test_${(serial += 1).toString().padStart(6, '0')}`;
  const webhook = { url: '', secret: '' };
  let base = '';

  const cardError = (code: string, declineCode: string, intent: Json) => ({
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code,
        decline_code: declineCode,
        message: `Stub card error: ${code}`,
        payment_intent: intent,
      },
    },
  });

  const createSession = (form: Record<string, string>) => {
    const id = next('cs');
    const session: Json = {
      id,
      object: 'checkout.session',
      url: `${base}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      mode: form.mode,
      client_reference_id: form.client_reference_id ?? null,
      customer: form.customer ?? null,
      currency: form['line_items[0][price_data][currency]'],
      amount_total: Number(form['line_items[0][price_data][unit_amount]']),
      metadata: prefixed(form, 'metadata'),
      payment_intent: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      expires_at: Number(form.expires_at),
    };
    sessions.set(id, session);
    return session;
  };

  const chargeOffSession = (form: Record<string, string>) => {
    const id = next('pi');
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      customer: form.customer,
      payment_method: form.payment_method,
      metadata: prefixed(form, 'metadata'),
      status: 'succeeded',
    };
    if (form.payment_method.includes('_3184_')) {
      intent.status = 'requires_payment_method';
      intents.set(id, intent);
      return cardError('authentication_required', 'authentication_required', intent);
    }
    if (form.payment_method.includes('_0341_')) {
      intent.status = 'requires_payment_method';
      intents.set(id, intent);
      return cardError('card_declined', 'insufficient_funds', intent);
    }
    intents.set(id, intent);
    return { status: 200, body: intent };
  };

  const complete: StripeStub['complete'] = (sessionId, card = '4242', options = {}) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const method = {
      id: next(`pm_${card}`),
      object: 'payment_method',
      card: { brand: 'visa', last4: card, fingerprint: `fp_${card}` },
    };
    const intent: Json = {
      id: next('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      payment_method: method,
      metadata: session.metadata,
      status: options.async ? 'processing' : 'succeeded',
    };
    intents.set(String(intent.id), intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: options.async ? 'unpaid' : 'paid',
      payment_intent: intent.id,
    });
    return { ...session };
  };

  /** The API: a Stripe answer for one call. */
  const answer = (method: string, path: string, form: Record<string, string>) => {
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: next('cus'), object: 'customer', email: form.email } };
    if (method === 'POST' && path === '/v1/checkout/sessions')
      return { status: 200, body: createSession(form) };
    if (method === 'POST' && path === '/v1/payment_intents') return chargeOffSession(form);
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (method === 'GET' && session && sessions.has(session[1]))
      return { status: 200, body: sessions.get(session[1]) as Json };
    const intent = /^\/v1\/payment_intents\/([\w-]+)$/.exec(path);
    if (method === 'GET' && intent && intents.has(intent[1]))
      return { status: 200, body: intents.get(intent[1]) as Json };
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No such ${path}` } },
    };
  };

  /** The hosted checkout: a page with Pay; paying notifies the webhook, then redirects. */
  const checkoutPage = async (method: string, sessionId: string, response: http.ServerResponse) => {
    const session = sessions.get(sessionId);
    if (!session) return void response.writeHead(404).end('no such session');
    if (method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Stub Checkout</title></head><body><main><h1>Stub Checkout</h1>
<p>${(Number(session.amount_total) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}</p>
<form method="post"><button type="submit">Pay</button></form></main></body></html>`);
    }
    const paid = complete(sessionId);
    const payload = stripeEvent('checkout.session.completed', paid);
    await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignature(payload, webhook.secret),
      },
      body: payload,
    });
    const to = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
    response.writeHead(303, { location: to }).end();
  };

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', base);
      const page = /^\/pay\/([\w-]+)$/.exec(url.pathname);
      if (page) {
        checkoutPage(request.method ?? 'GET', page[1], response).catch(() =>
          response.writeHead(500).end(),
        );
        return;
      }
      const form = Object.fromEntries(new URLSearchParams(raw || url.search));
      const key = header(request.headers['idempotency-key']);
      calls.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        form,
        idempotencyKey: key,
        stripeVersion: header(request.headers['stripe-version']),
        authorization: header(request.headers.authorization),
      });
      const replay = key ? replays.get(key) : undefined;
      const result = replay ?? answer(request.method ?? 'GET', url.pathname, form);
      if (key && !replay) replays.set(key, result);
      response.writeHead(result.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    calls,
    sessions,
    webhook,
    complete,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `metadata[order_id]=…` fields of a form as the object Stripe keeps. */
const prefixed = (form: Record<string, string>, name: string) =>
  Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const match = new RegExp(`^${name}\\[(\\w+)\\]$`).exec(key);
      return match ? [[match[1], value]] : [];
    }),
  );
