/** Messages the billing API sends (shared with the console, like messages.en_US.ts). */
export const billingApiEn = {
  exportTooLarge:
    'More than %{max} orders match. Narrow the filters (for example the creation dates) and export again.',
  noOrders: 'Choose at least one order.',
  orderNotInvoiceable:
    'Some of the chosen orders cannot be invoiced: only paid top-ups of your account can be.',
  orderOnLiveApplication:
    'An order you chose is already on another invoice application. Reload the list and choose again.',
  transitionRefused:
    'This application is no longer in a state that allows this change. Reload it to see where it is.',
  invoiceNotIssued: 'The invoice has not been issued yet, so there is no PDF to download.',
  monthRangeTooLong: 'The month range cannot exceed 12 months.',
  monthRangeReversed: 'The first month must not be after the last month.',
  dateRangeTooLong: 'The date range cannot exceed 12 months.',
  dateRangeReversed: 'The start date must not be after the end date.',
  billNotFound: 'The bill was not found.',
  month: 'Choose a month',
  country: 'Enter a two-letter country code, e.g. US',
};
