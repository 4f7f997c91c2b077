import type { FastifyInstance } from 'fastify';
import { countCapOf, fromMicros, walletOverview } from '../../../contract';
import { walletLedger } from '../../../contract/walletLedger';
import { cappedCount } from '../../http/listPage';
import { resourceRoutes } from '../../http/resourceRoutes';
import { route } from '../../http/route';
import type { AuthContext } from '../../http/types';
import { payingAccountOf } from '../subAccounts/billing';
import { ledgerEntryOf, ledgerPage } from './repo';

/** Financial overview and the ledger: the wallet the caller spends from. */
export default async function walletRoutes(app: FastifyInstance) {
  const walletOf = async (auth: AuthContext) =>
    (await payingAccountOf(app.db, auth.accountId, auth.mainId)) ?? auth.mainId;

  route(
    app,
    walletOverview,
    async ({ auth }) => {
      const owner = await walletOf(auth);
      const wallet = await app.db.kysely
        .selectFrom('wallets')
        .select(['balance_micros', 'credit_limit_micros'])
        .where('account_id', '=', owner)
        .executeTakeFirst();
      const balance = wallet?.balance_micros ?? 0;
      const credit = wallet?.credit_limit_micros ?? 0;
      return {
        accountId: owner,
        balance: fromMicros(balance),
        creditLimit: fromMicros(credit),
        availableLimit: fromMicros(balance + credit),
      };
    },
    { permission: 'bill' },
  );

  resourceRoutes(app, walletLedger, {
    list: async ({ auth, query }) =>
      ledgerPage(app.db, await walletOf(auth), query, cappedCount(app.db, countCapOf(query))),
    one: async ({ auth, params }) => ledgerEntryOf(app.db, await walletOf(auth), params.id),
  });
}
