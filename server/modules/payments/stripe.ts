import { BASE_PATH, type OnlineChannel } from '../../../contract';
import type { Config } from '../../config';
import { translate } from '../../i18n';
import type { Db } from '../../db/connect';
import {
  STRIPE_SESSION_MARGIN_MINUTES,
  STRIPE_SESSION_MIN_MINUTES,
} from '../../lib/stripeSettings';
import type { ChargeResult, CheckoutRequest, PaymentProvider } from './provider';
import { REASONS } from '../orders/reasons';
import { centsOf, stripeClient, type LoadedStripe } from './stripeClient';
import { knownStripeCustomer, stripeCustomerOf } from './stripeCustomers';
import { readStripeDelivery, type StripeOrderMetadata } from './stripeEvents';

/** Stripe's payment method type of each channel: UnionPay cards are cards to Stripe. */
const METHOD_TYPE = {
  card: 'card',
  unionpay: 'card',
  alipay: 'alipay',
  wechat: 'wechat_pay',
} as const satisfies Record<OnlineChannel, string>;

const MINUTE_S = 60;
/** Stripe lets a Checkout Session live from 30 minutes to 24 hours. */
const SESSION_LIFE_S = { min: STRIPE_SESSION_MIN_MINUTES * MINUTE_S, max: 24 * 60 * MINUTE_S };

/**
 * When the session ends: a few minutes before its order is cancelled (the order outlives it,
 * so the payment of a session just closed still finds it), within the range Stripe allows.
 */
function sessionExpiry(expiresAt: number | null, now = Date.now()) {
  const nowS = Math.floor(now / 1000);
  const wanted =
    expiresAt === null
      ? nowS + SESSION_LIFE_S.max
      : Math.floor(expiresAt / 1000) - STRIPE_SESSION_MARGIN_MINUTES * MINUTE_S;
  return Math.min(
    Math.max(wanted, nowS + SESSION_LIFE_S.min + MINUTE_S),
    nowS + SESSION_LIFE_S.max,
  );
}

const metadataOf = (
  request: Pick<CheckoutRequest, 'orderId' | 'accountId'>,
  kind: StripeOrderMetadata['kind'],
  channel: OnlineChannel,
): StripeOrderMetadata => ({
  order_id: request.orderId,
  account_id: request.accountId,
  kind,
  channel,
});

/**
 * PAYMENT_PROVIDER=stripe: a Checkout Session per online order (opened in the console's new
 * window), webhooks at /om/pay/notify/stripe, and cards saved at card checkouts charged
 * off-session for automatic top-ups. Every write carries an idempotency key derived from the
 * order (or the account, for its customer), so a retried call never charges twice.
 */
export function stripeProvider(config: Config, db: Db): PaymentProvider {
  const loaded = stripeClient(config);
  const consoleUrl = `${config.publicUrl}${BASE_PATH}`;
  return {
    name: 'stripe',
    channels: config.stripeChannels,
    async checkout(request) {
      const methodType = METHOD_TYPE[request.channel];
      const saveCard = methodType === 'card';
      const metadata = metadataOf(request, 'checkout', request.channel);
      const { client: stripe } = await loaded;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          metadata,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: centsOf(request.amountMicros),
                product_data: {
                  name: translate(request.language, 'wallet.checkoutItem', {
                    orderNo: request.orderNo,
                  }),
                },
              },
            },
          ],
          allowed_payment_method_types: [methodType],
          ...(methodType === 'wechat_pay' && {
            payment_method_options: { wechat_pay: { client: 'web' } },
          }),
          payment_intent_data: {
            metadata,
            ...(saveCard && { setup_future_usage: 'off_session' }),
          },
          ...(saveCard && { customer: await stripeCustomerOf(db, stripe, request.accountId) }),
          locale: request.language === 'zh_CN' ? 'zh' : 'en',
          expires_at: sessionExpiry(request.expiresAt),
          success_url: `${consoleUrl}/financialOverview/payResult?id=${encodeURIComponent(request.orderId)}`,
          cancel_url: `${consoleUrl}/home/topUp`,
        },
        { idempotencyKey: `om-checkout-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
      return { url: session.url, providerRef: session.id };
    },
    async reopen(_request, providerRef) {
      if (!providerRef.startsWith('cs_')) return null;
      const { client: stripe, errors } = await loaded;
      try {
        const session = await stripe.checkout.sessions.retrieve(providerRef);
        return session.status === 'open' ? session.url : null;
      } catch (error) {
        // the result screens ask this while they wait: Stripe unreachable hides only the link
        if (error instanceof errors.StripeError) return null;
        throw error;
      }
    },
    verify: async (rawBody, headers) =>
      readStripeDelivery((await loaded).client, config.stripeWebhookSecret, rawBody, headers),
    async chargeSaved({ orderId, accountId, amountMicros, methodToken }): Promise<ChargeResult> {
      const customer = await knownStripeCustomer(db, accountId);
      if (!customer) return { outcome: 'failed', providerRef: '', reason: REASONS.cardDeclined };
      const { client: stripe, errors } = await loaded;
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: centsOf(amountMicros),
            currency: 'usd',
            customer,
            payment_method: methodToken,
            off_session: true,
            confirm: true,
            metadata: metadataOf({ orderId, accountId }, 'auto_recharge', 'card'),
          },
          { idempotencyKey: `om-charge-${orderId}` },
        );
        const paid = intent.status === 'succeeded';
        return {
          outcome: paid ? 'paid' : 'failed',
          providerRef: intent.id,
          reason: paid ? null : REASONS.paymentFailed,
        };
      } catch (error) {
        return declined(errors, error);
      }
    },
  };
}

/**
 * A charge Stripe refused for good: the card's answer (one needing its holder to
 * authenticate is a decline too), or a request it will never accept (a card removed since).
 * Anything else (network, Stripe unavailable) is thrown, for the job to try again later
 * with the same idempotency key.
 */
function declined(errors: LoadedStripe['errors'], error: unknown): ChargeResult {
  if (error instanceof errors.StripeCardError) {
    const authenticationRequired = error.code === 'authentication_required';
    return {
      outcome: 'failed',
      providerRef: error.payment_intent?.id ?? '',
      reason: authenticationRequired ? REASONS.authenticationRequired : REASONS.cardDeclined,
      authenticationRequired,
    };
  }
  if (error instanceof errors.StripeInvalidRequestError)
    return { outcome: 'failed', providerRef: '', reason: REASONS.cardDeclined };
  throw error;
}
