import { SIGNATURE_HEADER } from './sandbox';
import { signBody } from './signature';

export interface Delivery {
  url: string;
  body: string;
}

/**
 * Posts a signed notification the way a provider does; true when the receiver answered
 * 2xx. Retries are the payment-notification job's.
 */
export async function deliverNotification({ url, body }: Delivery, secret: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return response.ok;
}
