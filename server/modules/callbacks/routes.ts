import { actorOf } from '../auditLog/record';
import { guardOf } from '../../http/resourceRoutes';
import { callbacksResource } from '../../../contract';
import type { FastifyInstance } from 'fastify';
import {
  createCallback,
  deleteCallback,
  enableCallback,
  getDelivery,
  replayDelivery,
  replayFailed,
  rotateCallbackSecret,
  sendRetriesNow,
  waitingRetries,
  getCallback,
  listCallbacks,
  listDeliveries,
  sendTestEvent,
} from '../../../contract';
import { notFound } from '../../errors';
import { route } from '../../http/route';
import { hostOf } from './deliver';
import { findDelivery, findDeliveryLog } from './deliveryLog';
import { retryStates } from './retryState';
import { findCallbackRow, findCallbacks, toCallback, toDelivery, toDeliverySummary } from './repo';
import * as manage from './manage';
import * as service from './service';

const guard = guardOf(callbacksResource);
/** Requests we send on a person's behalf: not a way to flood someone else's server. */
const sending = { ...guard, rateLimit: { max: 60, timeWindow: '1 minute' } } as const;

/** Callback addresses of the caller's account, their test events and delivery log. */
export default async function callbackRoutes(app: FastifyInstance) {
  const { db, config } = app;
  route(
    app,
    listCallbacks,
    async ({ auth, query }) => findCallbacks(db, auth.mainId, query),
    guard,
  );

  route(
    app,
    getCallback,
    async ({ auth, params }) => {
      const row = await findCallbackRow(db, auth.mainId, params.id);
      if (!row) throw notFound();
      return toCallback(row);
    },
    guard,
  );

  route(
    app,
    createCallback,
    async ({ auth, body, language, request }) =>
      service.createCallback(db, config, actorOf(request, auth), auth.mainId, body, language),
    sending,
  );

  route(
    app,
    deleteCallback,
    async ({ auth, params, request }) =>
      service.deleteCallback(db, actorOf(request, auth), auth.mainId, params.id),
    guard,
  );

  route(
    app,
    sendTestEvent,
    async ({ auth, params, language }) =>
      service.sendTestEvent(db, config, auth.mainId, params.id, language),
    sending,
  );

  route(
    app,
    listDeliveries,
    async ({ auth, params, query, language }) => {
      const log = await findDeliveryLog(db, auth.mainId, params.id, query);
      if (!log) throw notFound();
      const host = hostOf(log.url);
      const retries = await retryStates(db, log.rows, config.callbackRetryMs);
      return {
        list: log.rows.map((delivery, index) =>
          toDeliverySummary(delivery, host, language, retries[index]),
        ),
        total: log.total,
        totalCapped: log.totalCapped,
      };
    },
    guard,
  );

  route(
    app,
    getDelivery,
    async ({ auth, params, language }) => {
      const delivery = await findDelivery(db, auth.mainId, params.id, params.deliveryId);
      if (!delivery) throw notFound();
      return toDelivery(delivery, hostOf(delivery.url), language);
    },
    guard,
  );

  route(
    app,
    replayDelivery,
    async ({ auth, params }) =>
      manage.replayDelivery(db, auth.mainId, params.id, params.deliveryId),
    guard,
  );

  route(
    app,
    replayFailed,
    async ({ auth, params, body }) => manage.replayFailed(db, auth.mainId, params.id, body.since),
    guard,
  );

  route(
    app,
    waitingRetries,
    async ({ auth, params }) =>
      manage.waitingRetries(db, auth.mainId, params.id, config.callbackRetryMs),
    guard,
  );

  route(
    app,
    sendRetriesNow,
    async ({ auth, params }) => manage.sendRetriesNow(db, auth.mainId, params.id),
    sending,
  );

  route(
    app,
    rotateCallbackSecret,
    async ({ auth, params, request }) =>
      manage.rotateSecret(db, actorOf(request, auth), auth.mainId, params.id),
    guard,
  );

  route(
    app,
    enableCallback,
    async ({ auth, params, request }) =>
      manage.enableCallback(db, actorOf(request, auth), auth.mainId, params.id),
    guard,
  );
}
