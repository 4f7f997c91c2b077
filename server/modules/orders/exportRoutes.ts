import type { FastifyInstance } from 'fastify';
import {
  MAX_EXPORT_ROWS,
  exportOrders,
  groupDigits,
  type Language,
  type Order,
} from '../../../contract';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { downloadRoute } from '../../http/downloadRoute';
import { tableFile, type Cell } from '../../http/tableFile';
import { messagesOf } from '../../lib/consoleMessages';
import { filteredOrders, SORT_COLUMNS } from './query';
import { ORDER_COLUMNS, toOrder } from './order';
import { productNames } from '../products/names';
import { localReason } from './reasons';
import { inZone, zoneLabel } from '../../lib/timeZone';

const BATCH = 2000;

type ExportQuery = Parameters<Parameters<typeof downloadRoute<typeof exportOrders>>[2]>[0]['query'];

/** The columns of the file, in the order of spec section 3's Order. */
const FIELDS = [
  'id',
  'orderNo',
  'status',
  'auditStatus',
  'tradeTime',
  'amount',
  'paidAmount',
  'createdAt',
  'paidAt',
  'paymentMethod',
  'financialType',
  'productKey',
  'accountNo',
  'failureReason',
] as const satisfies readonly (keyof Order)[];

const MONEY = new Set<string>(['amount', 'paidAmount']);
const TIMES = new Set<string>(['tradeTime', 'createdAt', 'paidAt']);

function rowOf(
  order: Order,
  language: Language,
  productNames: Map<string, string>,
  timeZone: string,
): Cell[] {
  const { enums } = messagesOf(language);
  return FIELDS.map((field) => {
    switch (field) {
      case 'status':
        return enums.orderStatus[order.status];
      case 'auditStatus':
        return enums.auditStatus[order.auditStatus];
      case 'paymentMethod':
        return enums.paymentMethod[order.paymentMethod];
      case 'financialType':
        return enums.financialType[order.financialType];
      case 'productKey':
        return productNames.get(order.productKey) ?? order.productKey;
      case 'failureReason':
        return localReason(order.failureReason, language);
      case 'tradeTime':
      case 'createdAt':
      case 'paidAt':
        return inZone(order[field], timeZone);
      default:
        return order[field];
    }
  });
}

/** Every matching order, page by page in the list's own order. */
async function* ordersOf(db: Db, mainId: string, query: ExportQuery) {
  const { sort, order, format: _format, ...filters } = query;
  for (let offset = 0; ; offset += BATCH) {
    const rows = await filteredOrders(db, mainId, filters)
      .select(ORDER_COLUMNS)
      .orderBy(SORT_COLUMNS[sort], order)
      .orderBy('id', order)
      .limit(BATCH)
      .offset(offset)
      .execute();
    yield* rows.map(toOrder);
    if (rows.length < BATCH) return;
  }
}

const stamp = (now: Date) => now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** `GET /v1/orders/export`: the orders list as filtered on screen, as CSV or XLSX. */
export default async function orderExportRoutes(app: FastifyInstance) {
  downloadRoute(
    app,
    exportOrders,
    async ({ auth, query, language, timeZone }) => {
      const { sort: _sort, order: _order, format: _format, ...filters } = query;
      const counted = await filteredOrders(app.db, auth.mainId, filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      if (Number(counted.total) > MAX_EXPORT_ROWS)
        throw new AppError('400001', 400, 'billing.exportTooLarge', {
          values: { max: groupDigits(String(MAX_EXPORT_ROWS)) },
        });
      const fields = messagesOf(language).resources['billing/order'].fields;
      const names = await productNames(app.db, language);
      const rows = async function* () {
        for await (const order of ordersOf(app.db, auth.mainId, query))
          yield rowOf(order, language, names, timeZone);
      };
      return tableFile(
        query.format,
        `orders-${stamp(new Date())}`,
        FIELDS.map((field) => ({
          header: TIMES.has(field) ? `${fields[field]} (${zoneLabel(timeZone)})` : fields[field],
          numeric: MONEY.has(field),
          money: MONEY.has(field),
        })),
        rows(),
      );
    },
    { permission: 'order' },
  );
}
