import { ordersResource } from '../../../contract/orders';
import { defineResource } from '../define';

/** The console's side of the declaration: the screens it adds. */
export const orders = defineResource({
  ...ordersResource,
  views: { list: () => import('./OrderList') },
});
