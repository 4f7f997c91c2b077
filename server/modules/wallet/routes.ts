import type { FastifyInstance } from 'fastify';
import { fromMicros, walletOverview } from '../../../contract';
import { route } from '../../lib/route';
import { payingAccountOf } from '../subAccounts/billing';
import { toLedgerEntry } from './entries';

/** How many ledger entries the financial overview shows. */
export const RECENT_ENTRIES = 20;

/** Financial overview: the wallet the caller spends from and its latest ledger entries. */
export default async function walletRoutes(app: FastifyInstance) {
  route(
    app,
    walletOverview,
    async ({ auth }) => {
      const owner = (await payingAccountOf(app.db, auth.accountId, auth.mainId)) ?? auth.mainId;
      const [wallet, entries] = await Promise.all([
        app.db.kysely
          .selectFrom('wallets')
          .select(['balance_micros', 'credit_limit_micros'])
          .where('account_id', '=', owner)
          .executeTakeFirst(),
        app.db.kysely
          .selectFrom('ledger_entries')
          .leftJoin('orders', 'orders.id', 'ledger_entries.order_id')
          .selectAll('ledger_entries')
          .select('orders.order_no')
          .where('ledger_entries.account_id', '=', owner)
          .orderBy('ledger_entries.created_at', 'desc')
          .orderBy('ledger_entries.id', 'desc')
          .limit(RECENT_ENTRIES)
          .execute(),
      ]);
      const balance = wallet?.balance_micros ?? 0;
      const credit = wallet?.credit_limit_micros ?? 0;
      return {
        accountId: owner,
        balance: fromMicros(balance),
        creditLimit: fromMicros(credit),
        availableLimit: fromMicros(balance + credit),
        entries: entries.map(toLedgerEntry),
      };
    },
    { permission: 'bill' },
  );
}
