import type { ReviewReason } from '../contract/review';

/** A rejection's common reasons, as the customer reads them (and the reviewer chooses them). */
export const reviewReasonsEn = {
  brandNotOwned: 'The name belongs to a brand the account has not shown it may use.',
  misleading: 'The content could mislead recipients about who is sending.',
  contentNotAllowed: 'The content is not allowed on the channel.',
  categoryMismatch: 'The category does not match the content.',
  placeholdersUnclear: 'The placeholders need sample values or clearer wording.',
  documentUnreadable: 'The document cannot be read. Upload a clear scan or photo.',
  documentsMissing: 'Documents proving the registration are missing.',
  detailsMismatch: 'The details do not match the documents.',
  paymentNotReceived: 'No transfer for this order has arrived.',
  amountMismatch: 'The amount received differs from the order amount.',
  taxNumberInvalid: 'The tax number is not valid.',
  other: 'See the note.',
} satisfies Record<ReviewReason, string>;

/** What the staff review calls answer. */
export const staffReviewsEn = {
  reasons: reviewReasonsEn,
  errors: {
    alreadyDecided: 'This item has already been decided.',
    amountMismatch: 'The amount received must be the order amount, %{amount} USD.',
    invoiceNoTaken: 'Another invoice already has this number.',
  },
  invoiceNo: 'Use letters, digits, dashes and slashes only.',
};
