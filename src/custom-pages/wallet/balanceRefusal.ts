import { fromMicros, toMicros } from '../../../contract/money';
import { TOP_UP_MINIMUM } from '../../../contract/wallet';
import { formatMoney } from '../../utils/money';

export interface Refusal {
  key: string;
  values: Record<string, string>;
}

/**
 * Why a balance payment of `amount` cannot succeed with this available limit, with the amount
 * that would (the whole limit), before anything is confirmed; null when it can.
 */
export function balanceRefusal(amount: string, availableLimit: string): Refusal | null {
  const available = toMicros(availableLimit);
  if (toMicros(amount) <= available) return null;
  const values = {
    amount: formatMoney(amount),
    available: formatMoney(fromMicros(Math.max(available, 0))),
    minimum: formatMoney(TOP_UP_MINIMUM),
  };
  return available < toMicros(TOP_UP_MINIMUM)
    ? { key: 'app.wallet.topUp.balanceBelowMinimum', values }
    : { key: 'app.wallet.topUp.balanceTooLow', values };
}
