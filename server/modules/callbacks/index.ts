import { callbacksResource } from '../../../contract';
import { handleJob } from '../../jobs/types';
import type { ServerModule } from '../module';
import { attemptDelivery } from './attempt';
import { callbackDelivery } from './deliveryJob';
import * as callbackMigration from './migration';
import callbackEventRoutes from './operatorRoutes';
import * as deliveryPagingIndex from './pagingIndex';
import callbackRoutes from './routes';

/** Callback addresses, the events published to them and their signed deliveries. */
export const callbacksModule: ServerModule = {
  name: 'callbacks',
  dependsOn: ['auditLog'],
  resources: [callbacksResource],
  routes: callbackRoutes,
  operatorRoutes: callbackEventRoutes,
  migrations: {
    '0020_callback_events': callbackMigration,
    '0025_delivery_log_paging': deliveryPagingIndex,
  },
  jobs: [
    handleJob(callbackDelivery, ({ messageId, attempt }, { db, config, log }) =>
      attemptDelivery(db, config, log, messageId, attempt),
    ),
  ],
};
