import { walletLedger } from '../../../contract/walletLedger';
import type { ServerModule } from '../module';
import * as pagingIndex from './pagingIndex';
import walletRoutes from './routes';

/** The wallet: its overview and its ledger, a declared resource. */
export const walletModule: ServerModule = {
  name: 'wallet',
  dependsOn: ['subAccounts'],
  resources: [walletLedger],
  routes: walletRoutes,
  migrations: { '20261128T1615_ledger_paging': pagingIndex },
};
