import { fromMicros } from '../../../contract';
import {
  Codes,
  INVOICE_TRANSITIONS,
  invoiceFeeMicros,
  invoiceStatus,
  type InvoiceDetails,
  type InvoiceStatus,
  type ReviewReason,
} from '../../../contract';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/unique';
import { AppError, notFound } from '../../errors';
import { newId } from '../../lib/ids';
import { findInvoice, newApplicationNo, newInvoiceNo } from './repo';
import { audit, type AuditActor } from '../auditLog/record';

const conflict = (key: string) => new AppError(Codes.conflict, 409, key);

/** States whose application gives its orders back. */
const FREEING: readonly InvoiceStatus[] = ['rejected', 'revoked'];

export interface NewApplication {
  mainId: string;
  accountId: string;
  orderIds: string[];
  details: InvoiceDetails;
  feeBasisPoints: number;
  /** Who applies, for the audit log (the demo's seeded applications have none). */
  actor?: AuditActor;
}

/**
 * Files an application for paid orders in one transaction. Each order is claimed through
 * the unique `live_order_id`, so of two racing submissions for one order exactly one wins;
 * the other changes nothing and is told the order is already on an application.
 */
export async function applyForInvoice(db: Db, input: NewApplication) {
  const orderIds = [...new Set(input.orderIds)];
  const now = Date.now();
  const id = newId(now);
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const orders = await trx
        .selectFrom('orders')
        .select(['id', 'paid_micros'])
        .where('main_id', '=', input.mainId)
        .where('id', 'in', orderIds)
        .where('status', '=', 'paid')
        .where('financial_type', '=', 'top_up')
        .where('payment_method', '!=', 'balance')
        .where('paid_micros', '>', 0)
        .execute();
      if (orders.length !== orderIds.length) throw conflict('billingApi.orderNotInvoiceable');
      const amount = orders.reduce((sum, order) => sum + order.paid_micros, 0);
      await trx
        .insertInto('invoices')
        .values({
          id,
          main_id: input.mainId,
          account_id: input.accountId,
          application_no: newApplicationNo(now),
          status: 'processing',
          company_name: input.details.companyName,
          company_address: input.details.companyAddress,
          tax_number: input.details.taxNumber,
          street_address: input.details.streetAddress,
          apartment: input.details.apartment,
          country: input.details.country,
          city: input.details.city,
          amount_micros: amount,
          fee_micros: invoiceFeeMicros(amount, input.feeBasisPoints),
          order_count: orders.length,
          invoice_no: null,
          status_reason: null,
          created_at: now,
          updated_at: now,
          issued_at: null,
        })
        .execute();
      await trx
        .insertInto('invoice_orders')
        .values(orders.map((o) => ({ invoice_id: id, order_id: o.id, live_order_id: o.id })))
        .execute();
      if (input.actor)
        await audit(trx, input.actor, {
          action: 'create',
          resource: 'invoice',
          resourceId: id,
          after: {
            status: 'processing',
            amount: fromMicros(amount),
            orders: orders.length,
            ...input.details,
          },
        });
      const details = JSON.stringify(input.details);
      await trx
        .insertInto('invoice_profiles')
        .values({ main_id: input.mainId, details, updated_at: now })
        .onConflict((oc) => oc.column('main_id').doUpdateSet({ details, updated_at: now }))
        .execute();
    });
  } catch (error) {
    if (uniqueViolation(error) === 'live_order_id')
      throw conflict('billingApi.orderOnLiveApplication');
    throw error;
  }
  const created = await findInvoice(db, input.mainId, id);
  if (!created) throw notFound();
  return created.invoice;
}

export interface Transition {
  /** The caller's account; null for an operator, who may act on any account. */
  mainId: string | null;
  id: string;
  to: InvoiceStatus;
  reason?: string | null;
  /** A rejection's reason as a code (contract/review.ts); `reason` is then the note. */
  reasonCode?: ReviewReason | null;
  /** The number finance's invoicing system gave the invoice (else one is made up). */
  invoiceNo?: string;
  /** Who asks, for the audit log; an operator's move is not the account's change. */
  actor?: AuditActor;
}

/**
 * Moves an application to another state if the state machine allows it from where it is
 * now. The update is conditional on the state read, so two concurrent moves cannot both
 * apply. Rejected and Revoked release the orders.
 */
export async function moveInvoice(db: Db, move: Transition) {
  const found = await findInvoice(db, move.mainId, move.id);
  if (!found) throw notFound();
  const from = invoiceStatus.parse(found.row.status);
  const refuse = () => conflict('billingApi.transitionRefused');
  if (!INVOICE_TRANSITIONS[from].includes(move.to)) throw refuse();
  const now = Date.now();
  await db.kysely.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('invoices')
      .set({
        status: move.to,
        status_reason: move.reason ?? null,
        review_reason: move.reasonCode ?? null,
        updated_at: now,
        ...(move.to === 'invoiced' && {
          invoice_no: move.invoiceNo ?? newInvoiceNo(now),
          issued_at: now,
        }),
      })
      .where('id', '=', move.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw refuse();
    if (move.actor)
      await audit(trx, move.actor, {
        action: 'update',
        resource: 'invoice',
        resourceId: move.id,
        before: { status: from },
        after: { status: move.to },
      });
    if (FREEING.includes(move.to))
      await trx
        .updateTable('invoice_orders')
        .set({ live_order_id: null })
        .where('invoice_id', '=', move.id)
        .execute();
  });
  const moved = await findInvoice(db, move.mainId, move.id);
  if (!moved) throw notFound();
  return moved.invoice;
}
