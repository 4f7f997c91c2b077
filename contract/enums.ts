import { z } from 'zod';
import { LANGUAGES } from './constants';
import { onFirstUse } from './onFirstUse';

/** State sets of spec section 4. */
export const orderStatus = onFirstUse(() =>
  z.enum(['paid', 'pending', 'unpaid', 'cancel', 'failed']),
);
export const auditStatus = onFirstUse(() =>
  z.enum(['pending', 'pass', 'refused', 'none', 'reviewed']),
);
export const paymentMethod = onFirstUse(() => z.enum(['online', 'offline', 'balance']));
export const financialType = onFirstUse(() =>
  z.enum(['top_up', 'deduction', 'transfer', 'adjust']),
);
export const invoiceStatus = onFirstUse(() =>
  z.enum(['processing', 'invoicing', 'invoiced', 'rejected', 'revoked', 'billing_failure']),
);
export const subAccountStatus = onFirstUse(() => z.enum(['active', 'disabled']));
/** The status of an account the platform disabled (with its sub-accounts): refused everywhere. */
export const SUSPENDED = 'suspended';
export const apiKeyStatus = onFirstUse(() => z.enum(['open', 'close']));
export const productState = onFirstUse(() => z.enum(['activated', 'unactivated']));
export const certificationState = onFirstUse(() =>
  z.enum(['not_certified', 'under_certification', 'certified', 'certification_failed']),
);
export const accountType = onFirstUse(() => z.enum(['corporate', 'individual']));
/** The languages of the console, and of an account's emails and messages. */
export const supportedLanguage = onFirstUse(() => z.enum(LANGUAGES));

export type OrderStatus = z.infer<typeof orderStatus>;
export type AuditStatus = z.infer<typeof auditStatus>;
export type PaymentMethod = z.infer<typeof paymentMethod>;
export type FinancialType = z.infer<typeof financialType>;
export type InvoiceStatus = z.infer<typeof invoiceStatus>;
export type CertificationState = z.infer<typeof certificationState>;
export type AccountType = z.infer<typeof accountType>;
