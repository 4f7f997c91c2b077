import type { OrderFilters } from '../../../contract';
import type { Db } from '../../db/connect';
import { ORDER_COLUMNS } from './order';
import { findPage, type OrderPage } from './pages';
import { filteredOrders } from './query';
import { countOrders } from './totals';

export type { OrderPage } from './pages';

/** One page of an account's orders and how many match, neither costing a scan per request. */
export async function findOrders(db: Db, mainId: string, filters: OrderFilters, page: OrderPage) {
  const matching = filteredOrders(db, mainId, filters);
  const [rows, total] = await Promise.all([
    findPage(db, mainId, filters, page),
    countOrders(db, mainId, filters, matching),
  ]);
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
