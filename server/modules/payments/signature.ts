import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed notification may be before it is refused (replays of old captures). */
export const SIGNATURE_TOLERANCE_MS = 10 * 60_000;

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** The `t=<ms>,v1=<hex>` header value signing `body` at time `t`. */
export function signBody(secret: string, body: string, t = Date.now()) {
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
}

/** True when `header` signs `body` with `secret` and is recent. */
export function verifyBody(secret: string, body: string, header: string, now = Date.now()) {
  const match = /^t=(\d{1,15}),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now - t) > SIGNATURE_TOLERANCE_MS) return false;
  return equal(match[2], hmac(secret, `${t}.${body}`));
}

/** A checkout link's token: only links the server made open the sandbox checkout. */
export const linkToken = (secret: string, orderId: string) => hmac(secret, `checkout.${orderId}`);

export function equal(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
