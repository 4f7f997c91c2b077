import { billDetailsResource, billsResource } from '../../../contract';
import type { ServerModule } from '../module';
import { closeMonths, prepaymentBills } from './jobs';
import billRoutes from './routes';

/** Monthly statements and prepayment bills, and their files. */
export const billsModule: ServerModule = {
  name: 'bills',
  dependsOn: ['products'],
  resources: [billDetailsResource, billsResource],
  routes: billRoutes,
  jobs: [closeMonths, prepaymentBills],
};
