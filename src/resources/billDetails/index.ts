import { billDetailsResource } from '../../../contract/bills';
import { defineResource } from '../define';

/** The console's side of the declaration: the screens it adds. */
export const billDetails = defineResource({
  ...billDetailsResource,
  views: { list: () => import('./BillDetailsList') },
});
