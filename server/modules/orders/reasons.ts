import type { Language } from '../../../contract';
import { translate } from '../../i18n';

/**
 * Failure reasons our own code writes (stored in English, like a provider's), with the
 * message that says them in the person's language. Reasons from elsewhere are shown as sent.
 */
export const REASONS = {
  timeout: 'The payment was not completed in time.',
  cardDeclined: 'The card issuer declined the payment.',
  wechatCancelled: 'The payer cancelled the payment in WeChat Pay.',
  alipayCancelled: 'The payer cancelled the payment in Alipay.',
  transferNotReceived: 'The transfer was not received.',
  paymentFailed: 'The payment did not go through.',
  authenticationRequired: 'The card needs its holder to authenticate this payment.',
} as const;

const KEYS = new Map<string, string>(
  Object.entries(REASONS).map(([key, text]) => [text, `wallet.reasons.${key}`]),
);

/** A stored failure reason in `language`. */
export function localReason(reason: string | null, language: Language) {
  const key = reason === null ? undefined : KEYS.get(reason);
  return key ? translate(language, key) : reason;
}
