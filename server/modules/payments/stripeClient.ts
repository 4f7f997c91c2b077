import type Stripe from 'stripe';
import type { Config } from '../../config';

/** The library and a client of it; the library (~4 MB of heap) loads with the first payment. */
export interface LoadedStripe {
  client: Stripe;
  errors: typeof Stripe.errors;
}

const clients = new WeakMap<Config, Promise<LoadedStripe>>();

/**
 * The Stripe client of a configuration, made once. STRIPE_API_BASE points it at another
 * address (a local stand-in in tests) through the library's own host options.
 */
export function stripeClient(config: Config): Promise<LoadedStripe> {
  const known = clients.get(config);
  if (known) return known;
  const loaded = import('stripe').then(({ default: Library }) => ({
    client: newClient(Library, config),
    errors: Library.errors,
  }));
  clients.set(config, loaded);
  return loaded;
}

function newClient(Library: typeof Stripe, config: Config): Stripe {
  const base = config.stripeApiBase;
  return new Library(config.stripeSecretKey, {
    // the library retries network failures itself, resending the same idempotency key
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Stripe counts US dollars in cents; our amounts are micro-dollars of whole cents. */
export function centsOf(amountMicros: number) {
  if (amountMicros % 10_000 !== 0)
    throw new Error(`${amountMicros} micro-dollars is not whole cents`);
  return amountMicros / 10_000;
}

export const microsOf = (cents: number) => cents * 10_000;
