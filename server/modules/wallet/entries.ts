import { financialType, fromMicros, type LedgerEntry } from '../../../contract';
import type { LedgerEntriesTable } from '../../db/schema';
import { isoTime } from '../../lib/isoTime';

/** A ledger row, with its order's number when it has one, as the contract's entry. */
export const toLedgerEntry = (
  entry: Omit<LedgerEntriesTable, 'reference'> & { order_no: string | null },
): LedgerEntry => ({
  id: entry.id,
  type: financialType.parse(entry.type),
  amount: fromMicros(Number(entry.amount_micros)),
  balanceAfter: fromMicros(Number(entry.balance_after_micros)),
  orderId: entry.order_id,
  orderNo: entry.order_no,
  note: entry.note,
  createdAt: isoTime(Number(entry.created_at)),
});
