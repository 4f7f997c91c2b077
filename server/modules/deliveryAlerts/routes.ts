import type { FastifyInstance } from 'fastify';
import { deliveryAlerts } from '../../../contract/deliveryAlerts';
import { resourceRoutes } from '../../http/resourceRoutes';
import { createDeliveryAlert, deliveryAlertRecords, updateDeliveryAlert } from './repo';

/** The account's delivery alerts: list, one, create, update, delete (guarded as declared). */
export async function deliveryAlertRoutes(app: FastifyInstance) {
  const records = deliveryAlertRecords(app.db);
  resourceRoutes(app, deliveryAlerts, {
    list: async ({ auth, query }) => records.list(auth.mainId, query),
    one: async ({ auth, params }) => records.one(auth.mainId, params.id),
    create: async ({ auth, body }) => createDeliveryAlert(app.db, auth.mainId, body),
    update: async ({ auth, params, body }) =>
      updateDeliveryAlert(app.db, auth.mainId, params.id, body),
    remove: async ({ auth, params }) => records.remove(auth.mainId, params.id),
  });
}
