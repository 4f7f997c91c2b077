/** Routes of the billing area (spec section 2), relative to the /control basename. */
export const ORDERS_PATH = '/billing/order';
export const BILLS_PATH = '/billing/bill';
export const BILL_DETAILS_PATH = '/billing/bill-details';
export const INVOICES_PATH = '/billing/invoice';
export const USAGE_EXPLORER_PATH = '/billing/usage';
export const INVOICE_APPLY_PATH = '/billing/invoice/apply';
export const INVOICE_DETAIL_PATH = '/billing/invoice/detail';

export const invoiceUrl = (id: string) => `${INVOICE_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
