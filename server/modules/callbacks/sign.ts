import { createHmac, randomBytes } from 'node:crypto';

/** The header every request to a callback address carries. */
export const SIGNATURE_HEADER = 'x-om-signature';

/** A new per-address signing secret, shown to the customer once. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * `t=<epoch ms>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`: the payload is the JSON body of a
 * POST or the query string of a GET. The time inside lets receivers refuse replays.
 */
export function signature(secret: string, payload: string, now: number): string {
  const digest = createHmac('sha256', secret).update(`${now}.${payload}`).digest('hex');
  return `t=${now},v1=${digest}`;
}
