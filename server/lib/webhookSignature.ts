import { Webhook } from 'standardwebhooks';

/**
 * The Standard Webhooks headers of one request: `webhook-id`, `webhook-timestamp` (seconds)
 * and `webhook-signature`, one `v1,<base64 HMAC-SHA256 of "id.timestamp.payload">` per key,
 * space-separated (two while a rotated-out key still signs). Callback events and the
 * platform's send API are signed here alike.
 */
export function signatureHeaders(
  keys: readonly Uint8Array[],
  id: string,
  payload: string,
  now: number,
): Record<string, string> {
  const timestamp = new Date(now);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(now / 1000)),
    'webhook-signature': keys
      .map((key) => new Webhook(key, { format: 'raw' }).sign(id, timestamp, payload))
      .join(' '),
  };
}
