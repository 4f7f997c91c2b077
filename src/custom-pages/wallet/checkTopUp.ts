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
  if (topUp.order.status === 'paid') return resultUrl(TOP_UP_SUCCESS_PATH, orderId);
  if (topUp.timedOut) return resultUrl(PAY_TIMEOUT_PATH, orderId);
  return resultUrl(TOP_UP_FAIL_PATH, orderId);
}
