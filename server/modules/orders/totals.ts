import { COUNT_CAP, type OrderFilters } from '../../../contract';
import type { Db } from '../../db/connect';
import { prepared } from '../../db/prepared';
import { cappedCount, countRows, type Total } from '../../http/listPage';
import { filteredOrders } from './query';

/** The counters' sum for an account, of one status or of all: one indexed row per status. */
export const counterSum = (db: Db, mainId: string, status: string | undefined) => {
  const query = db.kysely
    .selectFrom('order_counts')
    .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
    .where('main_id', '=', mainId);
  return status === undefined ? query : query.where('status', '=', status);
};

/** The counters' sum on its own: for a page that came back empty. */
const counted = prepared(
  (db: Db, shape: { byStatus: boolean }, params: { mainId: string; status?: string }) =>
    counterSum(db, params.mainId, shape.byStatus ? params.status : undefined),
);

/** True when the counters answer the filters: none, or only the status. */
export const countedByStatus = (filters: OrderFilters) =>
  Object.entries(filters).every(([key, value]) => key === 'status' || value === undefined);

/**
 * How many orders match. Without filters, or filtered by status only, it is read from the
 * counters the triggers keep (one indexed row per status, whatever the account's size); any
 * other filter counts at most COUNT_CAP + 1 matching index entries and reports the cap.
 */
export async function countOrders(db: Db, mainId: string, filters: OrderFilters): Promise<Total> {
  if (countedByStatus(filters)) {
    const [row] = filters.status
      ? await counted(db, { byStatus: true }, { mainId, status: filters.status })
      : await counted(db, { byStatus: false }, { mainId });
    return { total: Number(row?.n ?? 0), totalCapped: false };
  }
  return countRows(db, cappedCount(db, COUNT_CAP), filteredOrders(db, mainId, filters));
}
