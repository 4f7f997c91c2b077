import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';

/** Every provider by its PAYMENT_PROVIDER name: a new one is a file and one line here. */
const PROVIDERS: Record<string, (config: Config, db: Db) => PaymentProvider> = {
  sandbox: sandboxProvider,
  stripe: stripeProvider,
};

/** The configured provider (PAYMENT_PROVIDER). */
export function providerFor(config: Config, db: Db): PaymentProvider {
  const factory = PROVIDERS[config.paymentProvider];
  if (!factory) throw new Error(`PAYMENT_PROVIDER ${config.paymentProvider} is not known`);
  return factory(config, db);
}
