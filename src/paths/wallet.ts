/** Routes of the wallet area (spec section 2), relative to the /control basename. */
export const TOP_UP_PATH = '/home/topUp';
export const TOP_UP_SUCCESS_PATH = '/financialOverview/topUpSuccess';
export const TOP_UP_FAIL_PATH = '/financialOverview/topUpFail';
export const PAY_TIMEOUT_PATH = '/financialOverview/payTimeout';
/** Where a provider's checkout returns the payer (the server's Stripe provider names it too). */
export const PAY_RESULT_PATH = '/financialOverview/payResult';
export const OFFLINE_PAYMENT_PATH = '/financialOverview/offlinePayment';
export const ORDERS_PATH = '/billing/order';

/** A result screen of one top-up order. */
export const resultUrl = (path: string, orderId: string) =>
  `${path}?id=${encodeURIComponent(orderId)}`;

/** The order's own screen in the order details. */
export const orderUrl = (orderId: string) => `${ORDERS_PATH}/${encodeURIComponent(orderId)}/show`;
