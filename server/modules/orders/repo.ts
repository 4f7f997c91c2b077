import type { OrderFilters } from '../../../contract';
import type { Db } from '../../db/connect';
import { ORDER_COLUMNS } from './order';
import { findPage, type OrderPage } from './pages';
import { countedByStatus, countOrders } from './totals';

export type { OrderPage } from './pages';

/**
 * One page of an account's orders and how many match, neither costing a scan per request.
 * When the counters answer the total, the page's statement reads it too; an empty page (past
 * the end) has no row to carry it and reads it apart.
 */
export async function findOrders(db: Db, mainId: string, filters: OrderFilters, page: OrderPage) {
  if (!countedByStatus(filters)) {
    const [rows, total] = await Promise.all([
      findPage(db, mainId, filters, page),
      countOrders(db, mainId, filters),
    ]);
    return { rows, ...total };
  }
  const rows = await findPage(db, mainId, filters, page, true);
  const total =
    rows.length > 0
      ? { total: Number(rows[0].total ?? 0), totalCapped: false }
      : await countOrders(db, mainId, filters);
  return { rows, ...total };
}

export function findOrder(db: Db, mainId: string, id: string) {
  return db.kysely
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('main_id', '=', mainId)
    .where('id', '=', id)
    .executeTakeFirst();
}
