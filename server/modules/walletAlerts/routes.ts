import { actorOf } from '../auditLog/record';
import type { FastifyInstance } from 'fastify';
import {
  FORECAST_DAYS,
  fromMicros,
  getWalletAlerts,
  putWalletAlerts,
  roundToCents,
  SUGGESTED_DAYS,
  walletForecast,
} from '../../../contract';
import { route } from '../../http/route';
import { payingAccountOf } from '../subAccounts/billing';
import { readSettings, ruleOf, saveSettings } from './rules';

const DAY_MS = 86_400_000;

/** Low-balance alerts and the balance forecast of the wallet the caller spends from. */
export default async function walletAlertRoutes(app: FastifyInstance) {
  const walletOf = async (accountId: string, mainId: string) =>
    (await payingAccountOf(app.db, accountId, mainId)) ?? mainId;

  route(
    app,
    getWalletAlerts,
    async ({ auth }) => readSettings(app.db, await walletOf(auth.accountId, auth.mainId)),
    { permission: 'bill' },
  );

  route(
    app,
    putWalletAlerts,
    async ({ auth, body, request }) =>
      saveSettings(
        app.db,
        actorOf(request, auth),
        await walletOf(auth.accountId, auth.mainId),
        body,
      ),
    { permission: 'bill' },
  );

  route(
    app,
    walletForecast,
    async ({ auth }) => {
      const owner = await walletOf(auth.accountId, auth.mainId);
      const [wallet, spent, rule] = await Promise.all([
        app.db.kysely
          .selectFrom('wallets')
          .select(['balance_micros', 'credit_limit_micros'])
          .where('account_id', '=', owner)
          .executeTakeFirst(),
        app.db.kysely
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.sum<number>('amount_micros').as('total'))
          .where('account_id', '=', owner)
          .where('type', '=', 'deduction')
          .where('created_at', '>', Date.now() - FORECAST_DAYS * DAY_MS)
          .executeTakeFirst(),
        ruleOf(app.db.kysely, owner),
      ]);
      const available = (wallet?.balance_micros ?? 0) + (wallet?.credit_limit_micros ?? 0);
      const daily = Math.round(-Number(spent?.total ?? 0) / FORECAST_DAYS);
      const lowest = rule?.thresholdsMicros.length ? Math.min(...rule.thresholdsMicros) : null;
      return {
        availableLimit: fromMicros(available),
        averageDailySpend: roundToCents(fromMicros(daily)),
        daysLeft: daily > 0 ? Math.max(0, Math.floor(available / daily)) : null,
        suggestedThreshold: daily > 0 ? roundToCents(fromMicros(daily * SUGGESTED_DAYS)) : null,
        belowThreshold: lowest !== null && available < lowest ? fromMicros(lowest) : null,
      };
    },
    { permission: 'bill' },
  );
}
