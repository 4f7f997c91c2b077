import type { FastifyInstance } from 'fastify';
import { staffDayMoney, staffMonthClose } from '../../../contract/staffMoney';
import { staffActorOf } from './audit';
import { closeMonthFor, dayMoney } from './money';
import { staffRoute } from './staffRoute';

/** Month closing and a day's money to reconcile (finance). */
export default async function staffMoneyRoutes(app: FastifyInstance) {
  staffRoute(app, staffMonthClose, ({ body, staff, request }) =>
    closeMonthFor(app.db, staffActorOf(request, staff.staffUserId), body),
  );
  staffRoute(app, staffDayMoney, ({ params }) => dayMoney(app.db, params.date));
}
