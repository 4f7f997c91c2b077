import type { IncomingHttpHeaders } from 'node:http';
import type Stripe from 'stripe';
import { microsOf } from './stripeClient';
import type { PaymentEvent, SavedMethod, Verified } from './provider';
import { REASONS } from '../orders/reasons';

/** What our Stripe writes carry in `metadata`, to find the order again in an event. */
export interface StripeOrderMetadata {
  [key: string]: string;
  order_id: string;
  account_id: string;
  /** `checkout`: a payer at a Checkout Session; `auto_recharge`: a saved card off-session. */
  kind: 'checkout' | 'auto_recharge';
  channel: string;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
};

/** How far from now a delivery's signed time may be, as Stripe's library allows in the past. */
const TOLERANCE_S = 300;

/** The signed time of a Stripe-Signature header (`t=…,v1=…`), in seconds. */
const signedAt = (signature: string) => Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1] ?? NaN);

/**
 * Reads a webhook delivery: authentic only when Stripe's own check of the Stripe-Signature
 * header passes with STRIPE_WEBHOOK_SECRET (which refuses deliveries signed more than five
 * minutes ago) and its time is not more than as far ahead (the library does not look ahead,
 * and a delivery signed for later could be replayed until then); then the payment event it
 * means for an order, or null for events that move none.
 */
export async function readStripeDelivery(
  stripe: Stripe,
  secret: string,
  rawBody: string,
  headers: IncomingHttpHeaders,
): Promise<Verified> {
  const signature = headers['stripe-signature'];
  if (!secret || typeof signature !== 'string') return { authentic: false };
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, TOLERANCE_S);
  } catch {
    return { authentic: false };
  }
  if (!(signedAt(signature) - Date.now() / 1000 <= TOLERANCE_S)) return { authentic: false };
  return { authentic: true, event: await paymentEventOf(stripe, event) };
}

async function paymentEventOf(stripe: Stripe, event: Stripe.Event): Promise<PaymentEvent | null> {
  switch (event.type) {
    case 'checkout.session.completed':
      // a method that confirms later (a bank debit) completes the session unpaid: wait for it
      if (event.data.object.payment_status !== 'paid') return null;
      return sessionEvent(stripe, event.id, event.data.object, 'paid');
    case 'checkout.session.async_payment_succeeded':
      return sessionEvent(stripe, event.id, event.data.object, 'paid');
    case 'checkout.session.async_payment_failed':
      return sessionEvent(stripe, event.id, event.data.object, 'failed');
    case 'payment_intent.payment_failed':
      return intentFailed(event.id, event.data.object);
    default:
      return null;
  }
}

async function sessionEvent(
  stripe: Stripe,
  eventId: string,
  session: Stripe.Checkout.Session,
  outcome: 'paid' | 'failed',
): Promise<PaymentEvent | null> {
  const orderId = session.client_reference_id ?? session.metadata?.order_id;
  const accountId = session.metadata?.account_id;
  if (!orderId || !accountId || session.currency !== 'usd' || session.amount_total === null)
    return null;
  const intentId =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  return {
    eventId,
    orderId,
    accountId,
    providerRef: intentId ?? session.id,
    outcome,
    amountMicros: microsOf(session.amount_total),
    reason: outcome === 'failed' ? REASONS.paymentFailed : null,
    savedMethod:
      outcome === 'paid' && session.customer && intentId ? await savedCard(stripe, intentId) : null,
  };
}

/** The card a paid checkout saved for later (setup_future_usage), read from its payment. */
async function savedCard(stripe: Stripe, intentId: string): Promise<SavedMethod | null> {
  const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
  const method = intent.payment_method;
  if (!method || typeof method === 'string' || !method.card) return null;
  const brand = method.card.brand;
  return {
    token: method.id,
    brand: BRANDS[brand] ?? brand,
    last4: method.card.last4,
    fingerprint: method.card.fingerprint ?? null,
  };
}

/**
 * A failed attempt at a checkout is not the end of it (the payer may try another card in the
 * same window), so only a failed charge of a saved card fails its order.
 */
function intentFailed(eventId: string, intent: Stripe.PaymentIntent): PaymentEvent | null {
  const { order_id: orderId, account_id: accountId, kind } = intent.metadata ?? {};
  if (!orderId || !accountId || kind !== 'auto_recharge' || intent.currency !== 'usd') return null;
  return {
    eventId,
    orderId,
    accountId,
    providerRef: intent.id,
    outcome: 'failed',
    amountMicros: microsOf(intent.amount),
    reason:
      intent.last_payment_error?.code === 'authentication_required'
        ? REASONS.authenticationRequired
        : REASONS.cardDeclined,
  };
}
