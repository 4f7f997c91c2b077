import type { ApiCall } from './call';
import { listCatalogue, serviceTeam, spendByProduct } from './catalogue';
import { accountBasic, activatedProducts, authorityMenus, productConfig } from './global';
import { unreadNoticeCount } from './notices';
import { walletForecast } from './walletAlerts';

/**
 * The calls a signed-in start on home waits for before its text shows (the layout's menus,
 * account basics, products and unread notices; home's cards and spend chart), all without a
 * query. The server answers them for a live session's cookie inside home's page, and the
 * console takes those answers instead of asking (`src/dataProvider/pageAnswers.ts`).
 */
export const startOnHomeCalls = (): ApiCall[] => [
  accountBasic,
  authorityMenus,
  productConfig,
  activatedProducts,
  unreadNoticeCount,
  walletForecast,
  listCatalogue,
  serviceTeam,
  spendByProduct,
];
