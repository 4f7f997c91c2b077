import type { FastifyInstance } from 'fastify';
import {
  createTopUp,
  getTopUp,
  TOP_UP_MINIMUM,
  TOP_UP_PRESETS,
  topUpOptions,
} from '../../../contract';
import { route } from '../../http/route';
import { actorOf } from '../auditLog/record';
import { providerFor } from '../payments/providers';
import { findTopUp, startTopUp } from './service';

/** Top-up: its options, starting one, and checking one (the result screens). */
export default async function topUpRoutes(app: FastifyInstance) {
  route(
    app,
    topUpOptions,
    async () => ({
      minimum: TOP_UP_MINIMUM,
      presets: TOP_UP_PRESETS,
      onlineEnabled: app.config.onlinePayment,
      onlineChannels: app.config.onlinePayment ? [...providerFor(app.config, app.db).channels] : [],
      payTimeoutMinutes: Math.round(app.config.payTimeoutMs / 60_000),
      offline: app.config.offlineBank,
    }),
    { permission: 'bill' },
  );

  route(
    app,
    createTopUp,
    ({ auth, body, language, request }) =>
      startTopUp(app.db, app.config, auth, actorOf(request, auth), body, language),
    { permission: 'bill' },
  );

  route(
    app,
    getTopUp,
    ({ auth, params, language }) => findTopUp(app.db, app.config, auth, params.id, language),
    { permission: 'bill' },
  );
}
