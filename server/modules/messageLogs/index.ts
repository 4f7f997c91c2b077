import { messagesResource } from '../../../contract/messageLogs';
import type { ServerModule } from '../module';
import * as migration from './migration';
import * as recipientMigration from './recipientMigration';
import messageEventRoutes from './operatorRoutes';
import { messageMonths } from './job';
import messageRoutes from './routes';
import './table';

/** Every message an account sends or receives: taken from the platform's events, listed. */
export const messageLogsModule: ServerModule = {
  name: 'messageLogs',
  dependsOn: [],
  resources: [messagesResource],
  routes: messageRoutes,
  operatorRoutes: messageEventRoutes,
  migrations: {
    '20261129T0440_message_logs': migration,
    '20261129T0850_messages_by_recipient': recipientMigration,
  },
  jobs: [messageMonths],
};
