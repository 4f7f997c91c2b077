import { fromMicros, toMicros } from '../../../contract/money';
import { invoiceFeeMicros } from '../../../contract/invoices';

/** Amount, fee and subtotal of chosen paid amounts, computed as the server will. */
export function quote(paidAmounts: string[], feeBasisPoints: number) {
  const amount = paidAmounts.reduce((sum, value) => sum + toMicros(value), 0);
  const fee = invoiceFeeMicros(amount, feeBasisPoints);
  return { amount: fromMicros(amount), fee: fromMicros(fee), subtotal: fromMicros(amount + fee) };
}
