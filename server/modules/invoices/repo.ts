import { randomInt } from 'node:crypto';
import {
  fromMicros,
  invoiceDetails,
  invoiceStatus,
  type Invoice,
  type InvoiceDetails,
  type InvoiceSummary,
  type INVOICE_SORTABLE,
  type InvoiceStatus,
} from '../../../contract';
import type { Db } from '../../db/connect';
import type { InvoicesTable } from '../../db/schema';
import { dayNumber } from '../../lib/ids';
import { listPage } from '../../http/listPage';
import { timeBound } from '../../lib/timeBound';
import { toOrder } from '../orders/order';
import { isoTime, isoTimeOrNull } from '../../lib/isoTime';

const SORT_COLUMNS = { createdAt: 'created_at', amount: 'amount_micros' } as const satisfies Record<
  (typeof INVOICE_SORTABLE)[number],
  keyof InvoicesTable
>;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
export const newApplicationNo = (now: number) => dayNumber('IA', now, digits(8));
export const newInvoiceNo = (now: number) => dayNumber('INV', now, digits(8));

export const toSummary = (row: InvoicesTable): InvoiceSummary => ({
  id: row.id,
  applicationNo: row.application_no,
  createdAt: isoTime(row.created_at),
  receiptHeader: row.company_name,
  taxId: row.tax_number,
  amount: fromMicros(row.amount_micros),
  status: invoiceStatus.parse(row.status),
  fee: fromMicros(row.fee_micros),
  subtotal: fromMicros(row.amount_micros + row.fee_micros),
  orderCount: row.order_count,
});

export const detailsOf = (row: InvoicesTable): InvoiceDetails => ({
  companyName: row.company_name,
  companyAddress: row.company_address,
  taxNumber: row.tax_number,
  streetAddress: row.street_address,
  apartment: row.apartment,
  country: row.country,
  city: row.city,
});

export interface InvoiceListQuery {
  page: number;
  pageSize: number;
  sort: (typeof INVOICE_SORTABLE)[number];
  order: 'asc' | 'desc';
  status?: InvoiceStatus;
  createdFrom?: string;
  createdTo?: string;
}

/** One page of an account's applications, newest first by default. */
export async function findInvoices(db: Db, mainId: string, query: InvoiceListQuery) {
  let base = db.kysely.selectFrom('invoices').where('main_id', '=', mainId);
  if (query.status) base = base.where('status', '=', query.status);
  if (query.createdFrom) base = base.where('created_at', '>=', timeBound(query.createdFrom, false));
  if (query.createdTo) base = base.where('created_at', '<=', timeBound(query.createdTo, true));
  const { rows, total } = await listPage<InvoicesTable>(db, base, query, SORT_COLUMNS[query.sort]);
  return { list: rows.map(toSummary), total };
}

/** An application with its orders; `mainId` null finds any (operator commands). */
export async function findInvoice(
  db: Db,
  mainId: string | null,
  id: string,
): Promise<{ row: InvoicesTable; invoice: Invoice } | undefined> {
  let query = db.kysely.selectFrom('invoices').selectAll().where('id', '=', id);
  if (mainId !== null) query = query.where('main_id', '=', mainId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const orders = await db.kysely
    .selectFrom('invoice_orders')
    .innerJoin('orders', 'orders.id', 'invoice_orders.order_id')
    .selectAll('orders')
    .where('invoice_orders.invoice_id', '=', id)
    .where('orders.main_id', '=', row.main_id)
    .orderBy('orders.created_at', 'desc')
    .execute();
  return {
    row,
    invoice: {
      ...toSummary(row),
      details: detailsOf(row),
      orders: orders.map(toOrder),
      invoiceNo: row.invoice_no,
      statusReason: row.status_reason,
      updatedAt: isoTime(row.updated_at),
      issuedAt: isoTimeOrNull(row.issued_at),
    },
  };
}

/** The largest choice offered at once: the newest invoiceable orders. */
export const MAX_AVAILABLE_ORDERS = 500;

/**
 * Orders an application may take: paid top-ups whose money came in (online or offline,
 * not moved from the wallet) and that no live application holds.
 */
export function invoiceableOrders(db: Db, mainId: string) {
  return db.kysely
    .selectFrom('orders')
    .leftJoin('invoice_orders', 'invoice_orders.live_order_id', 'orders.id')
    .selectAll('orders')
    .where('orders.main_id', '=', mainId)
    .where('orders.status', '=', 'paid')
    .where('orders.financial_type', '=', 'top_up')
    .where('orders.payment_method', '!=', 'balance')
    .where('orders.paid_micros', '>', 0)
    .where('invoice_orders.live_order_id', 'is', null);
}

/** The details an account used last, offered on its next application. */
export async function savedDetails(db: Db, mainId: string): Promise<InvoiceDetails | null> {
  const row = await db.kysely
    .selectFrom('invoice_profiles')
    .select('details')
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = invoiceDetails.safeParse(JSON.parse(row.details));
  return parsed.success ? parsed.data : null;
}
