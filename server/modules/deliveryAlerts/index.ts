import { deliveryAlerts } from '../../../contract/deliveryAlerts';
import { messagesChanged } from '../messageLogs/events';
import type { ServerModule } from '../module';
import { deliveryAlertsCheck } from './evaluate';
import * as migration from './migration';
import { deliveryRateAlert } from './notifyJob';
import { deliveryAlertRoutes } from './routes';
import { countSlots } from './slots';
import './table';

/**
 * Delivery-rate alerts: the account's rules, the recent outcomes they read (counted as the
 * message events are taken), their evaluation every five minutes and the messages they send.
 */
export const deliveryAlertsModule: ServerModule = {
  name: 'deliveryAlerts',
  dependsOn: ['callbacks', 'messageLogs'],
  resources: [deliveryAlerts],
  routes: deliveryAlertRoutes,
  migrations: { '20261129T0806_delivery_alerts': migration },
  jobs: [deliveryAlertsCheck, deliveryRateAlert],
  subscriptions: [messagesChanged.on(countSlots)],
};
