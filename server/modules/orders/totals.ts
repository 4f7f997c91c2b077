import { COUNT_CAP, type OrderFilters } from '../../../contract';
import type { Db } from '../../db/connect';
import { prepared } from '../../db/prepared';
import type { OrdersQuery } from './query';

export interface Total {
  total: number;
  totalCapped: boolean;
}

/** The counters' sum for an account, of one status or of all: read on every list call. */
const counted = prepared(
  (db: Db, shape: { byStatus: boolean }, params: { mainId: string; status?: string }) => {
    const query = db.kysely
      .selectFrom('order_counts')
      .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
      .where('main_id', '=', params.mainId);
    return shape.byStatus ? query.where('status', '=', params.status as string) : query;
  },
);

/** True when the counters answer the filters: none, or only the status. */
const countedByStatus = (filters: OrderFilters) =>
  Object.entries(filters).every(([key, value]) => key === 'status' || value === undefined);

/**
 * How many orders match. Without filters, or filtered by status only, it is read from the
 * counters the triggers keep (one indexed row per status, whatever the account's size); any
 * other filter counts at most COUNT_CAP + 1 matching index entries and reports the cap.
 */
export async function countOrders(
  db: Db,
  mainId: string,
  filters: OrderFilters,
  matching: OrdersQuery,
): Promise<Total> {
  if (countedByStatus(filters)) {
    const [row] = filters.status
      ? await counted(db, { byStatus: true }, { mainId, status: filters.status })
      : await counted(db, { byStatus: false }, { mainId });
    return { total: Number(row?.n ?? 0), totalCapped: false };
  }
  const row = await db.kysely
    .selectFrom(
      matching
        .select('id')
        .limit(COUNT_CAP + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
}
