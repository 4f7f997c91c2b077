import { walletLedger } from '../../../contract/walletLedger';
import type { ServerModule } from '../module';
import * as pagingIndex from './pagingIndex';
import * as postingOrder from './postingOrder';
import walletRoutes from './routes';

/** The wallet: its overview and its ledger, a declared resource. */
export const walletModule: ServerModule = {
  name: 'wallet',
  dependsOn: ['subAccounts'],
  resources: [walletLedger],
  routes: walletRoutes,
  migrations: {
    '20261128T1615_ledger_paging': pagingIndex,
    '20261129T0820_ledger_posting_order': postingOrder,
  },
};
