import type { OnlineChannel } from '../../contract';
import { StartupError } from './startupError';

/** Stripe's names of the payment methods (STRIPE_METHODS), with the top-up screen's. */
const STRIPE_METHODS: Record<string, OnlineChannel> = {
  card: 'card',
  alipay: 'alipay',
  wechat_pay: 'wechat',
  unionpay: 'unionpay',
};

/**
 * The channels of STRIPE_METHODS (comma-separated, Stripe's names). Cards only by default:
 * Alipay, WeChat Pay and UnionPay work once enabled in the Stripe dashboard.
 */
export function stripeChannels(value: string | undefined): OnlineChannel[] {
  const names = (value || 'card')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in STRIPE_METHODS));
  if (unknown.length > 0)
    throw new StartupError(
      `STRIPE_METHODS names ${unknown.join(', ')}: use ${Object.keys(STRIPE_METHODS).join(', ')}.`,
    );
  return [...new Set(names.map((name) => STRIPE_METHODS[name]))];
}

/** A key that may call Stripe's API: a secret key or a restricted one, live or test. */
const SECRET_KEY = /^(sk|rk)_(live|test)_/;

/** What follows the prefix of a Stripe secret key: the part Stripe drew at random. */
export const stripeKeyBody = (key: string) => key.replace(SECRET_KEY, '');

/**
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, both required with PAYMENT_PROVIDER=stripe
 * wherever the server runs: without the key the Stripe library cannot be made, without the
 * webhook secret no payment would ever be credited. A publishable key is refused by name.
 */
export function stripeKeys(env: NodeJS.ProcessEnv) {
  const keys = {
    secretKey: env.STRIPE_SECRET_KEY || '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || '',
  };
  if (env.PAYMENT_PROVIDER !== 'stripe') return keys;
  const missing = [
    ['STRIPE_SECRET_KEY', keys.secretKey],
    ['STRIPE_WEBHOOK_SECRET', keys.webhookSecret],
  ].flatMap(([name, value]) => (value ? [] : [name]));
  if (missing.length > 0)
    throw new StartupError(
      `PAYMENT_PROVIDER=stripe needs ${missing.join(' and ')} (from the Stripe dashboard).`,
    );
  if (keys.secretKey.startsWith('pk_'))
    throw new StartupError(
      'STRIPE_SECRET_KEY is a publishable key (pk_…): use the secret key (sk_live_…, ' +
        'sk_test_…) or a restricted key (rk_…) of the Stripe dashboard.',
    );
  if (!SECRET_KEY.test(keys.secretKey))
    throw new StartupError(
      'STRIPE_SECRET_KEY must be a secret key of the Stripe dashboard ' +
        '(sk_live_…, sk_test_…, rk_live_… or rk_test_…).',
    );
  return keys;
}

/** STRIPE_API_BASE as a URL (http or https), or null for Stripe's own address. */
export function stripeApiBase(value: string | undefined): URL | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new StartupError(`STRIPE_API_BASE is not an http(s) address (got ${value}).`);
  return url;
}

/** Stripe's shortest Checkout Session, and how long our order outlives its session. */
export const STRIPE_SESSION_MIN_MINUTES = 30;
export const STRIPE_SESSION_MARGIN_MINUTES = 5;

/**
 * PAY_TIMEOUT_MINUTES (the default, or 40 with Stripe). With Stripe the order must outlive
 * its Checkout Session, which lives at least 30 minutes, so a payer can never pay an order
 * already cancelled; a shorter timeout is refused.
 */
export function payTimeoutMinutes(
  value: string | undefined,
  provider: string | undefined,
  defaultMinutes: number,
) {
  const stripe = provider === 'stripe';
  const minutes = value ? Number(value) : stripe ? 40 : defaultMinutes;
  const least = stripe ? STRIPE_SESSION_MIN_MINUTES + STRIPE_SESSION_MARGIN_MINUTES + 1 : 1;
  if (!Number.isInteger(minutes) || minutes < least)
    throw new StartupError(
      `PAY_TIMEOUT_MINUTES must be a whole number of minutes, at least ${least}${stripe ? ' with Stripe (its checkout lives 30 minutes at least, and the order must outlive it)' : ''} (got ${value}).`,
    );
  return minutes;
}
