import type { FastifyInstance } from 'fastify';
import {
  createTopUp,
  getTopUp,
  TOP_UP_MINIMUM,
  TOP_UP_PRESETS,
  topUpOptions,
} from '../../../contract';
import { route } from '../../lib/route';
import { sweepExpired } from '../payments/expire';
import { findTopUp, startTopUp } from './service';

const SWEEP_EVERY_MS = 60_000;

/** Top-up: its options, starting one, and checking one (the result screens). */
export default async function topUpRoutes(app: FastifyInstance) {
  // Unpaid online orders past their time are cancelled even if nobody looks at them.
  const sweeper = setInterval(() => {
    sweepExpired(app.db.kysely).catch((error) => app.log.error(error, 'order sweep failed'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  route(
    app,
    topUpOptions,
    async () => ({
      minimum: TOP_UP_MINIMUM,
      presets: TOP_UP_PRESETS,
      onlineEnabled: app.config.onlinePayment,
      payTimeoutMinutes: Math.round(app.config.payTimeoutMs / 60_000),
      offline: app.config.offlineBank,
    }),
    { permission: 'bill' },
  );

  route(
    app,
    createTopUp,
    ({ auth, body, language }) => startTopUp(app.db, app.config, auth, body, language),
    { permission: 'bill' },
  );

  route(
    app,
    getTopUp,
    ({ auth, params, language }) => findTopUp(app.db, app.config, auth, params.id, language),
    { permission: 'bill' },
  );
}
