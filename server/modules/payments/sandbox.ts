import { z } from 'zod';
import { money, toMicros } from '../../../contract';
import type { Config } from '../../config';
import type { PaymentProvider } from './provider';
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
});
export type SandboxNotification = z.infer<typeof sandboxNotification>;

/**
 * The built-in provider: a checkout page served by this server (sandboxRoutes.ts) that
 * notifies /om/pay/notify/sandbox like a real provider, signed with SANDBOX_SECRET.
 */
export function sandboxProvider(config: Config): PaymentProvider {
  return {
    name: 'sandbox',
    async checkout({ orderId, language }) {
      const token = linkToken(config.sandboxSecret, orderId);
      // Relative: the browser opens it on whatever address it reached the console at.
      return {
        url: `${SANDBOX_BASE}/${orderId}?token=${token}&lang=${language}`,
        providerRef: `sbx_${orderId}`,
      };
    },
    verify(rawBody, headers) {
      const signature = String(headers[SIGNATURE_HEADER] ?? '');
      if (!verifyBody(config.sandboxSecret, rawBody, signature)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = sandboxNotification.safeParse(json);
      if (!parsed.success) return null;
      const { amount, ...event } = parsed.data;
      return { ...event, amountMicros: toMicros(amount) };
    },
  };
}
