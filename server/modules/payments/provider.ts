import type { IncomingHttpHeaders } from 'node:http';
import type { Language, OnlineChannel } from '../../../contract';

export interface CheckoutRequest {
  orderId: string;
  orderNo: string;
  /** The wallet the order credits (a provider may keep a customer per account). */
  accountId: string;
  amountMicros: number;
  channel: OnlineChannel;
  language: Language;
  /** When the order is cancelled if unpaid; the checkout should not outlive it. */
  expiresAt: number | null;
}

/** What a provider's notification says happened to one payment. */
export interface PaymentEvent {
  /** The provider's id of this notification: the same event delivered again keeps it. */
  eventId: string;
  orderId: string;
  /** The account the provider's record names (Stripe's metadata), when it names one. */
  accountId?: string;
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
  /** The same card number saved again carries the same fingerprint (when the provider has one). */
  fingerprint?: string | null;
}

/** A charge of a saved card without the payer (an automatic top-up). */
export interface SavedCharge {
  orderId: string;
  accountId: string;
  amountMicros: number;
  methodToken: string;
}

export interface ChargeResult {
  outcome: 'paid' | 'failed';
  providerRef: string;
  reason: string | null;
  /** The card asks its holder to authenticate: only a payment by hand can go through. */
  authenticationRequired?: boolean;
}

/** An authentic notification tells what happened to an order, or nothing that concerns one. */
export type Verified = { authentic: false } | { authentic: true; event: PaymentEvent | null };

/**
 * A payment provider. The sandbox is the default; a real one implements the same steps:
 * start a checkout for an order, read (after checking its signature) a notification posted
 * to /om/pay/notify/<name>, and charge a card saved at a checkout (Stripe's off-session
 * payment), answering at once whether it was paid.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The online channels this provider can complete: the top-up screen offers only these. */
  readonly channels: readonly OnlineChannel[];
  checkout(request: CheckoutRequest): Promise<{ url: string; providerRef: string }>;
  /** The payment page of a checkout started before (its providerRef), null when it is over. */
  reopen(request: CheckoutRequest, providerRef: string): Promise<string | null>;
  /** Not authentic: bad signature, stale, malformed. */
  verify(rawBody: string, headers: IncomingHttpHeaders): Promise<Verified>;
  chargeSaved(request: SavedCharge): Promise<ChargeResult>;
}
