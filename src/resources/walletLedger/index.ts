import { walletLedger } from '../../../contract/walletLedger';
import { defineResource } from '../define';
import { messages } from './messages';

/** The wallet's ledger: the declared list and show view, with its own amount and details cells. */
export const walletLedgerResource = defineResource({
  ...walletLedger,
  messages,
  views: { list: () => import('./LedgerList'), create: false },
});
