import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../errors/lazyPage';
import { INVOICE_APPLY_PATH, INVOICE_DETAIL_PATH, USAGE_EXPLORER_PATH } from '../../paths/billing';

const InvoiceApplyPage = lazyPage(
  () => import('../../resources/invoices/InvoiceApplyPage'),
  'InvoiceApplyPage',
);
const InvoiceDetailPage = lazyPage(
  () => import('../../resources/invoices/InvoiceDetailPage'),
  'InvoiceDetailPage',
);
const UsageExplorerPage = lazyPage(
  () => import('../../resources/usage/UsageExplorerPage'),
  'UsageExplorerPage',
);

/** Public routes of this area (no sign-in, no layout), each a <Route key=… />. */
export const billingPublicRoutes: ReactElement[] = [];

/**
 * Signed-in routes of this area, inside the console layout. Orders, bills, bill details
 * and invoices are resources (their lists are their routes); these are the invoice pages
 * and the usage explorer.
 */
export const billingConsoleRoutes: ReactElement[] = [
  <Route key="invoice-apply" path={INVOICE_APPLY_PATH} element={<InvoiceApplyPage />} />,
  <Route key="invoice-detail" path={INVOICE_DETAIL_PATH} element={<InvoiceDetailPage />} />,
  <Route key="usage" path={USAGE_EXPLORER_PATH} element={<UsageExplorerPage />} />,
];
