import { IDEMPOTENCY_KEY_HEADER } from '../../contract/constants';

/**
 * A new Idempotency-Key: 128 random bits as hex. getRandomValues, unlike randomUUID, also
 * exists on a console served over plain HTTP on a private address.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The header a write carries: one key per intent. */
export const intentHeaders = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/** What makes two writes the same intent while the first is in flight: the call and its content. */
export function intentOf(
  method: string,
  url: string,
  query: unknown,
  body: unknown,
): string | null {
  const plain =
    body === undefined ||
    body === null ||
    Object.getPrototypeOf(body) === Object.prototype ||
    Array.isArray(body);
  return plain ? JSON.stringify([method, url, query ?? null, body ?? null]) : null;
}
