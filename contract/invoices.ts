import { declareResource } from './resource';
import { z } from 'zod';
import { defineCall } from './call';
import { invoiceStatus, type InvoiceStatus } from './enums';
import { dateOrDateTime, isoDateTime, listOf, listQuery, idParams } from './list';
import { money, MICROS_PER_UNIT } from './money';
import { order } from './orders';
import { onFirstUse } from './onFirstUse';

/** At most this many orders on one application. */
export const MAX_INVOICE_ORDERS = 100;

const text = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' });
const required = (max: number) => text(max).min(1, { message: 'validation.required' });

/**
 * Invoice details (spec section 3): company name, tax number, country and company address
 * are required (section 5); street address, apartment/suite and city are not.
 */
export const invoiceDetails = onFirstUse(() =>
  z.object({
    companyName: required(200),
    companyAddress: required(300),
    taxNumber: required(64),
    streetAddress: text(300).default(''),
    apartment: text(100).default(''),
    country: required(64),
    city: text(100).default(''),
  }),
);
export type InvoiceDetails = z.infer<typeof invoiceDetails>;

/** A row of invoice management (spec section 3: Invoice application). */
export const invoiceSummary = onFirstUse(() =>
  z.object({
    id: z.string(),
    applicationNo: z.string(),
    createdAt: isoDateTime,
    receiptHeader: z.string(),
    taxId: z.string(),
    amount: money,
    status: invoiceStatus,
    fee: money,
    subtotal: money,
    orderCount: z.number().int(),
  }),
);
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** One application with its details, linked orders and what happened to it. */
export const invoice = onFirstUse(() =>
  invoiceSummary.extend({
    details: invoiceDetails,
    orders: z.array(order),
    invoiceNo: z.string().nullable(),
    statusReason: z.string().nullable(),
    updatedAt: isoDateTime,
    issuedAt: isoDateTime.nullable(),
  }),
);
export type Invoice = z.infer<typeof invoice>;

export const INVOICE_SORTABLE = ['createdAt', 'amount'] as const;

export const invoiceFilters = onFirstUse(() =>
  z.object({
    status: invoiceStatus.optional(),
    createdFrom: dateOrDateTime.optional(),
    createdTo: dateOrDateTime.optional(),
  }),
);

export const listInvoices = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/invoices',
    query: listQuery(INVOICE_SORTABLE, 'createdAt').extend(invoiceFilters.shape),
    response: listOf(invoiceSummary),
  }),
);

export const getInvoice = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/invoices/:id',
    params: idParams,
    response: invoice,
  }),
);

/** Paid orders that may go on a new application, and the fee rate that applies. */
export const invoiceableOrders = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/invoices/available-orders',
    response: z.object({
      list: z.array(order),
      feeBasisPoints: z.number().int().min(0),
      /** The details of the caller's last application, offered again; null the first time. */
      savedDetails: invoiceDetails.nullable(),
    }),
  }),
);

export const createInvoice = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/invoices',
    body: z.object({
      orderIds: z
        .array(z.string().min(1).max(64))
        .min(1, { message: 'billingApi.noOrders' })
        .max(MAX_INVOICE_ORDERS, { message: 'validation.tooBig' }),
      details: invoiceDetails,
    }),
    response: invoice,
  }),
);

export const revokeInvoice = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/invoices/:id/revoke',
    params: idParams,
    response: invoice,
  }),
);

/** The PDF of an issued invoice (a file answer, not an envelope). */
export const invoicePdf = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/invoices/:id/pdf',
    params: idParams,
    response: z.unknown(),
  }),
);

/**
 * Moves between invoice states: the user revokes while Processing; an operator does the
 * rest. Rejected and Revoked are final and free the orders; Billing failure may be retried.
 */
export const INVOICE_TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  processing: ['invoicing', 'rejected', 'revoked'],
  invoicing: ['invoiced', 'billing_failure'],
  billing_failure: ['invoicing', 'rejected'],
  invoiced: [],
  rejected: [],
  revoked: [],
};

/** States in which an application holds its orders. */
export const LIVE_INVOICE_STATUSES: readonly InvoiceStatus[] = [
  'processing',
  'invoicing',
  'invoiced',
  'billing_failure',
];

const CENT = MICROS_PER_UNIT / 100;

/** The processing fee of an amount at a rate in basis points, rounded half up to the cent. */
export function invoiceFeeMicros(amountMicros: number, basisPoints: number): number {
  // in BigInt: micro-dollars times basis points outgrow a double's exact integers
  const scaled = BigInt(amountMicros) * BigInt(basisPoints);
  const unit = 10_000n * BigInt(CENT);
  return Number((scaled * 2n + unit) / (2n * unit)) * CENT;
}

/**
 * Invoice management (spec section 3: Invoice application): the list with status and time
 * filters; applying and the detail page are custom pages of the billing area.
 */
export const invoicesResource = declareResource({
  name: 'billing/invoice',
  permission: 'bill',
  api: { list: listInvoices, one: getInvoice, create: createInvoice },
  recordRepresentation: 'applicationNo',
  fields: [
    { source: 'applicationNo', kind: 'text', number: true, list: true },
    {
      source: 'createdAt',
      kind: 'datetime',
      list: 'desktop',
      filter: { from: 'createdFrom', to: 'createdTo' },
    },
    { source: 'receiptHeader', kind: 'text', list: 'desktop' },
    { source: 'taxId', kind: 'text', list: 'wide' },
    { source: 'amount', kind: 'money', list: true },
    {
      source: 'status',
      kind: 'enum',
      enum: 'invoiceStatus',
      values: invoiceStatus.options,
      colors: {
        processing: 'info',
        invoicing: 'warning',
        invoiced: 'success',
        rejected: 'error',
        revoked: 'default',
        billing_failure: 'error',
      },
      list: true,
      filter: true,
    },
    { source: 'fee', kind: 'money', list: 'wide' },
    { source: 'subtotal', kind: 'money', list: 'desktop' },
    { source: 'orderCount', kind: 'text' },
  ],
});
