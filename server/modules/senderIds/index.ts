import { senderIds } from '../../../contract/senderIds';
import type { ServerModule } from '../module';
import * as migration from './migration';
import { senderIdOperatorRoutes, senderIdRoutes } from './routes';
import './table';

/** Sender IDs: the example of a declared resource (docs/extending.md). */
export const senderIdsModule: ServerModule = {
  name: 'senderIds',
  dependsOn: [],
  resources: [senderIds],
  routes: senderIdRoutes,
  operatorRoutes: senderIdOperatorRoutes,
  migrations: { '0018_sender_ids': migration },
};
