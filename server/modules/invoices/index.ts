import { invoicesResource } from '../../../contract';
import type { ServerModule } from '../module';
import invoiceRoutes from './routes';

/** Invoices asked for against paid orders, and their PDFs. */
export const invoicesModule: ServerModule = {
  name: 'invoices',
  dependsOn: ['auditLog', 'orders'],
  resources: [invoicesResource],
  routes: invoiceRoutes,
};
