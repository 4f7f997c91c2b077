import type { IncomingHttpHeaders } from 'node:http';
import type { Language, OnlineChannel } from '../../../contract';
import type { Config } from '../../config';
import { sandboxProvider } from './sandbox';

export interface CheckoutRequest {
  orderId: string;
  orderNo: string;
  amountMicros: number;
  channel: OnlineChannel;
  language: Language;
}

/** What a provider's notification says happened to one payment. */
export interface PaymentEvent {
  /** The provider's id of this notification: the same event delivered again keeps it. */
  eventId: string;
  orderId: string;
  providerRef: string;
  outcome: 'paid' | 'failed';
  amountMicros: number;
  reason: string | null;
  /** The card the payer chose to save at this checkout, for later charges without them. */
  savedMethod?: SavedMethod | null;
}

export interface SavedMethod {
  /** The provider's reference of the saved card: all a later charge needs. */
  token: string;
  brand: string;
  last4: string;
}

/** A charge of a saved card without the payer (an automatic top-up). */
export interface SavedCharge {
  orderId: string;
  amountMicros: number;
  methodToken: string;
}

export interface ChargeResult {
  outcome: 'paid' | 'failed';
  providerRef: string;
  reason: string | null;
}

/**
 * A payment provider. The sandbox is the default; a real one implements the same steps:
 * start a checkout for an order, read (after checking its signature) a notification posted
 * to /om/pay/notify/<name>, and charge a card saved at a checkout (Stripe's off-session
 * payment), answering at once whether it was paid.
 */
export interface PaymentProvider {
  readonly name: string;
  checkout(request: CheckoutRequest): Promise<{ url: string; providerRef: string }>;
  /** The event of an authentic notification, or null (bad signature, stale, malformed). */
  verify(rawBody: string, headers: IncomingHttpHeaders): PaymentEvent | null;
  chargeSaved(request: SavedCharge): Promise<ChargeResult>;
}

const factories: Record<string, (config: Config) => PaymentProvider> = {
  sandbox: sandboxProvider,
};

/** The configured provider (PAYMENT_PROVIDER). */
export function providerFor(config: Config): PaymentProvider {
  const factory = factories[config.paymentProvider];
  if (!factory) throw new Error(`PAYMENT_PROVIDER ${config.paymentProvider} is not known`);
  return factory(config);
}
