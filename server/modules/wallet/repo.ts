import { financialType, fromMicros, type LedgerEntry, type ListParams } from '../../../contract';
import { walletLedger } from '../../../contract/walletLedger';
import type { Db } from '../../db/connect';
import type { LedgerEntriesTable } from '../../db/schema';
import { notFound } from '../../errors';
import { isoTime } from '../../lib/isoTime';
import { applyFilters, listPage, type Counting, type PageOptions } from '../../http/listPage';

type LedgerRow = Omit<LedgerEntriesTable, 'reference'> & { order_no: string | null };

/** A ledger row, with its order's number when it has one, as the contract's entry. */
export const toLedgerEntry = (entry: LedgerRow): LedgerEntry => ({
  id: entry.id,
  type: financialType.parse(entry.type),
  amount: fromMicros(Number(entry.amount_micros)),
  balanceAfter: fromMicros(Number(entry.balance_after_micros)),
  orderId: entry.order_id,
  orderNo: entry.order_no,
  note: entry.note,
  createdAt: isoTime(Number(entry.created_at)),
});

const COLUMNS: Record<string, string> = {
  createdAt: 'ledger_entries.created_at',
  orderNo: 'orders.order_no',
};
const columnOf = (source: string) => COLUMNS[source] ?? `ledger_entries.${source}`;

/** How a page of the ledger is read: same-time entries in posting order, with their order numbers. */
export const LEDGER_PAGE: PageOptions = {
  idColumn: 'ledger_entries.seq',
  select: (rows) => rows.selectAll('ledger_entries').select('orders.order_no'),
};

const ledgerRows = (db: Db, walletId: string) =>
  db.kysely
    .selectFrom('ledger_entries')
    .leftJoin('orders', 'orders.id', 'ledger_entries.order_id')
    .where('ledger_entries.account_id', '=', walletId);

/** A wallet's entries matching the declared filters (type, days, order number). */
export const filteredLedger = (
  db: Db,
  walletId: string,
  filters: Omit<ListParams, 'page' | 'pageSize' | 'sort' | 'order'>,
) => applyFilters(ledgerRows(db, walletId), walletLedger.fields, filters as ListParams, columnOf);

/** One page of a wallet's ledger; `count` caps the total (default: every matching entry). */
export async function ledgerPage(db: Db, walletId: string, query: ListParams, count?: Counting) {
  const page = await listPage<LedgerRow>(
    db,
    filteredLedger(db, walletId, query),
    query,
    columnOf(query.sort),
    { ...LEDGER_PAGE, count },
  );
  return { list: page.rows.map(toLedgerEntry), total: page.total, totalCapped: page.totalCapped };
}

/** One entry of a wallet; another wallet's entry is missing (404). */
export async function ledgerEntryOf(db: Db, walletId: string, id: string) {
  const row = await ledgerRows(db, walletId)
    .selectAll('ledger_entries')
    .select('orders.order_no')
    .where('ledger_entries.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toLedgerEntry(row);
}
