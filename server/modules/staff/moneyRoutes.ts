import type { FastifyInstance } from 'fastify';
import {
  staffDayMoney,
  staffMonthClose,
  staffPriceList,
  staffPriceSet,
} from '../../../contract/staffMoney';
import { toMicros } from '../../../contract';
import { timeBound } from '../../lib/timeBound';
import { listPrices, setPrice } from '../products/prices';
import { staffActorOf } from '../auditLog/staffAudit';
import { closeMonthFor, dayMoney } from './money';
import { staffRoute } from './staffRoute';

/** Prices, month closing and a day's money to reconcile (finance). */
export default async function staffMoneyRoutes(app: FastifyInstance) {
  staffRoute(app, staffMonthClose, ({ body, staff, request }) =>
    closeMonthFor(app.db, staffActorOf(request, staff.staffUserId), body),
  );
  staffRoute(app, staffDayMoney, ({ params, language }) => dayMoney(app.db, params.date, language));

  staffRoute(app, staffPriceList, ({ query, language }) => listPrices(app.db, query, language));
  staffRoute(app, staffPriceSet, async ({ body, staff, request }) => {
    const { change } = await setPrice(app.db, staffActorOf(request, staff.staffUserId), {
      productKey: body.productKey,
      countryCode: body.countryCode,
      messageType: body.messageType,
      priceMicros: toMicros(body.price),
      effectiveAt: body.effectiveAt === undefined ? undefined : timeBound(body.effectiveAt, false),
    });
    return change;
  });
}
