import { billsResource } from '../../../contract/bills';
import { defineResource } from '../define';

/** The console's side of the declaration: the screens it adds. */
export const bills = defineResource({
  ...billsResource,
  views: { list: () => import('./BillList') },
});
