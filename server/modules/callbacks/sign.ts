import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new per-address signing secret (Standard Webhooks: `whsec_` and base64), shown once. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * The Standard Webhooks headers of one request: `webhook-id`, `webhook-timestamp` (seconds)
 * and `webhook-signature`, one `v1,<base64 HMAC-SHA256 of "id.timestamp.payload">` per
 * secret, space-separated (two while a rotated-out secret still signs). The payload is a
 * POST's body or the query string a GET carries.
 */
export function signatureHeaders(
  secrets: readonly string[],
  id: string,
  payload: string,
  now: number,
): Record<string, string> {
  const timestamp = new Date(now);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(now / 1000)),
    'webhook-signature': secrets
      // earlier secrets were URL-safe base64; Node's decoder reads both alphabets
      .map(
        (secret) =>
          new Webhook(Buffer.from(secret.replace(/^whsec_/, ''), 'base64'), { format: 'raw' }),
      )
      .map((webhook) => webhook.sign(id, timestamp, payload))
      .join(' '),
  };
}
