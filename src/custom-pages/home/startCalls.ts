import { listCatalogue, serviceTeam } from '../../../contract/catalogue';
import { walletForecast } from '../../../contract/walletAlerts';
import { session } from '../../session';
import { EARLY_WINDOW_MS } from '../../dataProvider/pageAnswers';
import { callEarly } from '../../ui/earlyCalls';

let baseInfoStartedAt: number | undefined;

/**
 * A signed-in start on home: its calls begin as soon as the API stack has loaded, beside
 * the menus, rather than after the layout and home have rendered, and home's first render
 * with data shows everything at once. The same options as the cards ask with.
 */
export function startHomeCalls(): void {
  baseInfoStartedAt = performance.now();
  void session.loadBaseInfo(true);
  // the low-balance banner asks for it on every screen, the wallet card on home
  callEarly(walletForecast, { silent: true });
  callEarly(listCatalogue);
  callEarly(serviceTeam);
}

/** True while the account basics asked for by startHomeCalls are fresh for home. */
export const baseInfoStartedAhead = () =>
  baseInfoStartedAt !== undefined && performance.now() - baseInfoStartedAt < EARLY_WINDOW_MS;
