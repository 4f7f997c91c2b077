import { z } from 'zod';
import { money, onlineChannel, toMicros } from '../../../contract';
import type { Config } from '../../config';
import type { PaymentProvider } from './provider';
import { REASONS } from '../orders/reasons';
import { linkToken, verifyBody } from './signature';

export const SANDBOX_BASE = '/om/pay/sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** The body of a sandbox notification. */
export const sandboxNotification = z.object({
  eventId: z.string().min(1).max(128),
  orderId: z.string().min(1).max(64),
  providerRef: z.string().min(1).max(128),
  outcome: z.enum(['paid', 'failed']),
  amount: money,
  reason: z.string().max(256).nullable(),
  savedMethod: z
    .object({
      token: z.string().regex(/^sbxpm_\d{4}_[0-9a-f]{16}$/),
      brand: z.string().max(32),
      last4: z.string().regex(/^\d{4}$/),
    })
    .nullable()
    .optional(),
});
export type SandboxNotification = z.infer<typeof sandboxNotification>;

/**
 * The sandbox's test cards, as Stripe's: 4242… approves; 4000 0000 0000 0002 pays at the
 * checkout where the payer is present, and is declined when charged later without them.
 */
export const SANDBOX_CARDS = { '4242': 'approves', '0002': 'declinesLater' } as const;
export type SandboxCard = keyof typeof SANDBOX_CARDS;

/** The reference of a card the sandbox saved: it carries the card's last four digits. */
export const savedCardToken = (last4: SandboxCard, random: string) => `sbxpm_${last4}_${random}`;

/**
 * The built-in provider: a checkout page served by this server (sandboxRoutes.ts) that
 * notifies /om/pay/notify/sandbox like a real provider, signed with SANDBOX_SECRET; saved
 * cards are charged at once, declined for the 0002 test card.
 */
export function sandboxProvider(config: Config): PaymentProvider {
  // Relative: the browser opens it on whatever address it reached the console at.
  const checkoutUrl = (orderId: string, language: string) =>
    `${SANDBOX_BASE}/${orderId}?token=${linkToken(config.sandboxSecret, orderId)}&lang=${language}`;
  return {
    name: 'sandbox',
    channels: onlineChannel.options,
    async checkout({ orderId, language }) {
      return { url: checkoutUrl(orderId, language), providerRef: `sbx_${orderId}` };
    },
    async reopen({ orderId, language }) {
      return checkoutUrl(orderId, language);
    },
    async verify(rawBody, headers) {
      const signature = String(headers[SIGNATURE_HEADER] ?? '');
      if (!verifyBody(config.sandboxSecret, rawBody, signature)) return { authentic: false };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { authentic: false };
      }
      const parsed = sandboxNotification.safeParse(json);
      if (!parsed.success) return { authentic: false };
      const { amount, ...event } = parsed.data;
      return { authentic: true, event: { ...event, amountMicros: toMicros(amount) } };
    },
    async chargeSaved({ orderId, methodToken }) {
      const declines = /^sbxpm_0002_/.test(methodToken);
      return {
        outcome: declines ? 'failed' : 'paid',
        providerRef: `sbx_auto_${orderId}`,
        reason: declines ? REASONS.cardDeclined : null,
      };
    },
  };
}
