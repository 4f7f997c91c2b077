import { z } from 'zod';
import { defineCall } from './call';
import { listQuery } from './list';
import { ORDER_SORTABLE, orderFilters } from './orders';
import { onFirstUse } from './onFirstUse';

export const exportFormat = onFirstUse(() => z.enum(['csv', 'xlsx']));
export type ExportFormat = z.infer<typeof exportFormat>;

/** Most orders one export may hold; a larger selection is refused (narrow the filters). */
export const MAX_EXPORT_ROWS = 100_000;

/** The filtered order list as a file (a file answer, not an envelope), sorted like the list. */
export const exportOrders = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/orders/export',
    query: listQuery(ORDER_SORTABLE, 'createdAt')
      .omit({ page: true, pageSize: true })
      .extend(orderFilters.shape)
      .extend({ format: exportFormat }),
    response: z.unknown(),
  }),
);
