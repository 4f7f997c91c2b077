import { z } from 'zod';

/** State sets of spec section 4. */
export const orderStatus = z.enum(['paid', 'pending', 'unpaid', 'cancel', 'failed']);
export const auditStatus = z.enum(['pending', 'pass', 'refused', 'none', 'reviewed']);
export const paymentMethod = z.enum(['online', 'offline', 'balance']);
export const financialType = z.enum(['top_up', 'deduction', 'transfer', 'adjust']);
export const invoiceStatus = z.enum([
  'processing',
  'invoicing',
  'invoiced',
  'rejected',
  'revoked',
  'billing_failure',
]);
export const subAccountStatus = z.enum(['active', 'disabled']);
export const apiKeyStatus = z.enum(['open', 'close']);
export const productState = z.enum(['activated', 'unactivated']);
export const certificationState = z.enum([
  'not_certified',
  'under_certification',
  'certified',
  'certification_failed',
]);
export const accountType = z.enum(['corporate', 'individual']);

export type OrderStatus = z.infer<typeof orderStatus>;
export type AuditStatus = z.infer<typeof auditStatus>;
export type PaymentMethod = z.infer<typeof paymentMethod>;
export type FinancialType = z.infer<typeof financialType>;
export type InvoiceStatus = z.infer<typeof invoiceStatus>;
export type CertificationState = z.infer<typeof certificationState>;
export type AccountType = z.infer<typeof accountType>;
