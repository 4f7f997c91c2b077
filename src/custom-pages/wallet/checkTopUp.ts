import { getTopUp, type TopUp } from '../../../contract/wallet';
import { call } from '../../dataProvider';
import {
  PAY_TIMEOUT_PATH,
  resultUrl,
  TOP_UP_FAIL_PATH,
  TOP_UP_SUCCESS_PATH,
} from '../../paths/wallet';

const ATTEMPTS = 5;
const PAUSE_MS = 1_000;

/**
 * After the person says the payment is done: asks the server a few times (the provider's
 * notification may be on its way) and answers the result screen to show.
 */
export async function resultOf(orderId: string): Promise<string> {
  let topUp: TopUp = await call(getTopUp, { params: { id: orderId } });
  for (let attempt = 1; attempt < ATTEMPTS && topUp.order.status === 'unpaid'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    topUp = await call(getTopUp, { params: { id: orderId } });
  }
  return resultScreenOf(topUp);
}

/** The result screen of a top-up: paid, timed out, or failed (unpaid included). */
export function resultScreenOf(topUp: TopUp): string {
  const id = topUp.order.id;
  if (topUp.order.status === 'paid') return resultUrl(TOP_UP_SUCCESS_PATH, id);
  if (topUp.timedOut) return resultUrl(PAY_TIMEOUT_PATH, id);
  return resultUrl(TOP_UP_FAIL_PATH, id);
}

/** How often the top-up page asks about an order while its payment window is open. */
export const WATCH_EVERY_MS = 3_000;

/**
 * Asks about the order every few seconds until it is no longer waiting for its payment, then
 * answers its result screen; stops when `signal` aborts.
 */
export async function watchTopUp(orderId: string, signal: AbortSignal): Promise<string | null> {
  while (!signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, WATCH_EVERY_MS));
    if (signal.aborted) break;
    try {
      const topUp = await call(getTopUp, { params: { id: orderId }, silent: true, signal });
      if (topUp.order.status !== 'unpaid') return resultScreenOf(topUp);
    } catch {
      // a failed look is tried again at the next tick; the person can still answer OK
    }
  }
  return null;
}
